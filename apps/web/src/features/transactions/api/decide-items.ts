import { type BodyInput, itemDecisions, type TransactionType } from '@links/domain';
import { ApiError } from '../../../lib/api';
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
 * type decides nothing.
 */
export const approvalPaths = [
  { kind: 'savings', type: 'SAVING', failure: 'Failed to approve savings' },
  { kind: 'loan-long', type: 'LTL', failure: 'Failed to approve long-term loan' },
  { kind: 'short-long', type: 'STL', failure: 'Failed to approve short-term loan' },
  { kind: 'contributions', type: 'CONTRIBUTION', failure: 'Failed to approve contributions' },
  { kind: 'rotations', type: 'ROTATION', failure: 'Failed to approve merry-go-round payments' },
  { kind: 'fines', type: 'FINE', failure: 'Failed to approve fines' },
] as const satisfies readonly { kind: keyof typeof itemDecisions; type: TransactionType; failure: string }[];

export const UNEXPECTED_APPROVAL_ERROR = 'Unexpected error while approving';
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
 * A failed approval path as docs/spec/errors.md, "Approval" words it, with the server's reason after a colon.
 */
function failureText(failure: string, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    const message = typeof error.body?.message === 'string' ? error.body.message : '';
    return message ? `${failure}: ${message}` : failure;
  }
  // No answer from the server (or a bug of ours): nothing says which kind failed or why.
  const reason = error instanceof Error ? error.message : '';
  return reason ? `${UNEXPECTED_APPROVAL_ERROR}: ${reason}` : UNEXPECTED_APPROVAL_ERROR;
}

export interface ApprovalOutcome {
  /** The server's messages of the paths that approved something (`1 savings item approved.`). */
  approved: string[];
  /** docs/spec/errors.md, "Approval": every failure, joined with ` | `; empty when all went through. */
  failure: string;
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
  const failures: string[] = [];
  const decision: BodyInput<typeof itemDecisions.savings> =
    accountId === undefined ? { status: 'Approved' } : { status: 'Approved', account_id: accountId };
  for (const path of approvalPaths) {
    try {
      const answer = await decideItems(path.kind, id, decision);
      if (answer.updated_items > 0) approved.push(answer.message);
    } catch (error) {
      failures.push(failureText(path.failure, error));
    }
  }
  return { approved, failure: [...new Set(failures)].join(FAILURE_SEPARATOR) };
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
