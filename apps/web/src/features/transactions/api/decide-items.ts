import { type BodyInput, itemDecisions, type TransactionType } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import {
  accountsKey,
  auditKey,
  booksKey,
  contributionsKey,
  finesKey,
  loansKey,
  savingsKey,
  statementsKey,
  transactionsKey,
} from '../../../lib/query-keys';

/**
 * The approval paths, one per item type, in the order they are called: the three of docs/spec/calls.md,
 * "The calls", then the other kinds of contribution (docs/decisions/contribution-kinds.md, "Items of a
 * kind": decided after savings and the loans), the merry-go-rounds (docs/decisions/rotations.md, "Paying
 * in") and the fines paid (docs/decisions/lending.md, "Paying fines"). A path with no pending item of its
 * type decides nothing. `failure` is the key of the words that say it failed.
 */
export const approvalPaths = [
  { kind: 'savings', type: 'SAVING', failure: msg('transactions.approve.savingsFailed') },
  { kind: 'loan-long', type: 'LTL', failure: msg('transactions.approve.longTermFailed') },
  { kind: 'short-long', type: 'STL', failure: msg('transactions.approve.shortTermFailed') },
  { kind: 'contributions', type: 'CONTRIBUTION', failure: msg('transactions.approve.contributionsFailed') },
  { kind: 'rotations', type: 'ROTATION', failure: msg('transactions.approve.rotationsFailed') },
  { kind: 'fines', type: 'FINE', failure: msg('transactions.approve.finesFailed') },
] as const satisfies readonly { kind: keyof typeof itemDecisions; type: TransactionType; failure: string }[];

type FailureKey = (typeof approvalPaths)[number]['failure'];

/** docs/spec/errors.md, "Approval" failures are shown together, joined by this separator. */
export const FAILURE_SEPARATOR = ' | ';

/**
 * `PATCH /transactions/{kind}/{id}/status`: decides every Pending item of that type; `account_id` is
 * the money account the payment was received into (docs/books.md), absent the group default.
 */
export const decideItems = (
  kind: keyof typeof itemDecisions,
  id: number,
  decision: BodyInput<(typeof itemDecisions)[typeof kind]>,
) => call(itemDecisions[kind], { params: { id }, body: decision });

/**
 * A failed approval path: the key of its words and the server's reason; `failure` null when no answer
 * came from the server (or a bug of ours), so that nothing says which kind failed.
 */
export interface ApprovalFailure {
  failure: FailureKey | null;
  reason: string;
}

function failureOf(failure: FailureKey, error: unknown): ApprovalFailure {
  if (error instanceof ApiError && error.status > 0) return { failure, reason: messageOf(error, '') };
  return { failure: null, reason: error instanceof Error ? error.message : '' };
}

/**
 * A failed approval path as docs/spec/errors.md, "Approval" words it, with the server's reason after a
 * colon; every failure joined with ` | `, each said once. Empty when all went through.
 */
export function failureText(t: TFunction, failures: readonly ApprovalFailure[]): string {
  const texts = failures.map(({ failure, reason }) => {
    const words = failure ? t(failure) : t('transactions.approve.unexpected');
    return reason ? `${words}: ${reason}` : words;
  });
  return [...new Set(texts)].join(FAILURE_SEPARATOR);
}

export interface ApprovalOutcome {
  /** The server's messages of the paths that approved something (`1 savings item approved.`). */
  approved: string[];
  /** docs/spec/errors.md, "Approval": every failure, in words with `failureText`; empty when all went through. */
  failures: ApprovalFailure[];
}

/**
 * docs/spec/states.md, "Approval": Approve All and a per-item Approve both approve every type. The paths
 * run one after the other, each even when an earlier one failed (the server applies each kind in its
 * own database transaction), and every failure is reported.
 */
export async function approveTransaction({
  id,
  accountId,
}: {
  id: number;
  accountId?: number | undefined;
}): Promise<ApprovalOutcome> {
  const approved: string[] = [];
  const failures: ApprovalFailure[] = [];
  const decision: BodyInput<typeof itemDecisions.savings> =
    accountId === undefined ? { status: 'Approved' } : { status: 'Approved', account_id: accountId };
  for (const path of approvalPaths) {
    try {
      const answer = await decideItems(path.kind, id, decision);
      if (answer.updated_items > 0) approved.push(answer.message);
    } catch (error) {
      failures.push(failureOf(path.failure, error));
    }
  }
  return { approved, failures };
}

/**
 * Money moved (or may have): savings, loans, the kinds of contribution, fines, member accounts,
 * transactions, the books and the history refresh.
 */
export const moneyKeys = () => [
  transactionsKey,
  savingsKey,
  loansKey,
  contributionsKey,
  finesKey,
  accountsKey,
  booksKey,
  statementsKey,
  auditKey,
];

export const useApproveTransaction = () => useMutationOf(approveTransaction, moneyKeys(), 'settled');

/**
 * Beyond the spec (docs/decisions/transactions.md, "Rejecting"): rejects the Pending items of one type with a
 * reason.
 */
export const useRejectItems = () =>
  useMutationOf(
    ({ type, id, reason }: { type: TransactionType; id: number; reason: string }) => {
      const path = approvalPaths.find((p) => p.type === type)!;
      return decideItems(path.kind, id, { status: 'Rejected', reason });
    },
    moneyKeys(),
    'settled',
  );
