import {
  type CreateTransactionInput,
  cents,
  type DecisionInput,
  paymentExceedsMessage,
  type TransactionType,
} from '@links/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { refuseClosedDate } from '../books/index.js';
import { keptItems } from '../contributions/index.js';
import { findUserById } from '../directory/directory.service.js';
import { refuseFinePayment } from '../fines/index.js';
import { kindLabels } from '../loans/index.js';
import { repaymentCeiling } from '../loans/loans.service.js';
import { refuseRotationPayment } from '../rotations/index.js';
import { hasSavingsAccount } from '../savings/savings.service.js';
import {
  DECISION_ORDER,
  decidePending,
  memberHasLeft,
  TRANSACTION_NOT_FOUND,
  type TransactionHooks,
  typeLabels,
} from './decisions.js';
import { insertTransaction } from './insert-statements.js';
import { type AuditedItem, decisionChange, recordTransactionCreated } from './transaction-audit.js';
import { idBatches, type ListFilter, type ListSort, pageIds } from './transaction-list.js';
import { memberItems, viewsOf } from './transactions.queries.js';

/** The three approval paths of docs/spec/calls.md, "The calls", each for one type of item. */
export const approvalKinds = {
  savings: 'SAVING',
  'loan-long': 'LTL',
  'short-long': 'STL',
  contributions: 'CONTRIBUTION',
  rotations: 'ROTATION',
  fines: 'FINE',
} as const;
export type ApprovalKind = keyof typeof approvalKinds;

export { TRANSACTION_NOT_FOUND, type TransactionHooks } from './decisions.js';

export function createTransactionsService(db: Db, hooks: TransactionHooks = {}) {
  return {
    async create(who: SignedInContext, input: CreateTransactionInput, today: string) {
      if (who.role !== 'admin' && input.user_id !== who.userId) {
        throw forbidden('You can only submit transactions for yourself.');
      }
      const user = await findUserById(db, input.user_id);
      if (!user) throw notFound('User not found.');
      if (user.status === 'inactive') throw memberHasLeft(user.firstname);
      // A hand entry dated in a closed period is refused now, not when it is approved
      // (docs/decisions/money-accounts.md, "Closed periods at entry").
      await refuseClosedDate(db, input.transaction_date ?? today, 'transaction_date');
      const items = await checkNewItems(
        db,
        user,
        input.transaction_items.map((item) => ({
          type: item.transaction_type as TransactionType,
          amountCents: item.transaction_amount,
          extra: item.extra,
          contributionKindId: item.contribution_kind_id ?? null,
          rotationId: item.rotation_id ?? null,
        })),
      );
      return db.transaction(async (tx) => {
        const references = input.transaction_items.flatMap((item) => (item.extra ? [item.extra] : []));
        if (references.length > 0) await hooks.checkReferences?.(tx, references);
        const created = await insertTransaction(tx, {
          userId: user.id,
          totalCents: input.total_payed,
          date: input.transaction_date ?? today,
          comment: input.comment,
          createdBy: who.userId,
          items,
        });
        await recordTransactionCreated(tx, who, created);
        return created.id;
      });
    },

    /**
     * One page of a filtered, sorted list (docs/decisions/wire.md, "Pages of a list"), from the indexes and
     * kept totals.
     */
    async list(filter: ListFilter, sort: ListSort, page: number, perPage: number) {
      const { ids, pagination } = await pageIds(db, filter, sort, page, perPage);
      return { views: await viewsOf(db, ids), pagination };
    },

    /** The whole filtered list, a batch of views at a time, for a download. */
    async *allViews(filter: ListFilter, sort: ListSort) {
      for await (const ids of idBatches(db, filter, sort)) yield await viewsOf(db, ids);
    },

    savingsRows: (userId: number) => memberItems(db, userId, ['SAVING']),
    loanRows: (userId: number) => memberItems(db, userId, ['LTL', 'STL']),

    /**
     * One transaction; another member's is "not found" so that its existence does not leak
     * (docs/decisions/wire.md, "Error answers").
     */
    async get(who: AccessClaims, id: number) {
      const [view] = await viewsOf(db, [id]);
      if (!view || (!seesGroup(who) && view.user_id !== who.userId)) throw notFound(TRANSACTION_NOT_FOUND);
      return view;
    },

    /**
     * Approves or rejects every Pending item of one type of a transaction, applying the money of
     * approved items, all in one database transaction with its one audit record
     * (docs/decisions/transactions.md, "Approving").
     */
    async decide(who: SignedInContext, kind: ApprovalKind, id: number, decision: DecisionInput, within?: Tx) {
      const type = approvalKinds[kind];
      const label = typeLabels[type];
      // A payment's reversal (docs/decisions/payments.md, "Reversals") decides inside its own database
      // transaction.
      const run = async (tx: Tx) => {
        const outcome = await decidePending(tx, hooks, who, id, [type], decision);
        // docs/decisions/transactions.md, "Pending transactions" and the audit trail: a decision is recorded
        // on its transaction, with each item's status before and after; one that decides nothing changes
        // nothing.
        if (outcome.after.length > 0) await recordAudit(tx, who, decisionChange(decision, outcome));
        const verb = decision.status === 'Approved' ? 'approved' : 'rejected';
        const n = outcome.after.length;
        return {
          updated_items: n,
          message:
            n === 0 ? `No pending ${label} items.` : `${n} ${label} item${n === 1 ? '' : 's'} ${verb}.`,
        };
      };
      return within ? run(within) : db.transaction(run);
    },

    /**
     * Approves or rejects every Pending item of a transaction, whatever its type, inside the
     * caller's database transaction (a payment's approval or its ignoring,
     * docs/decisions/payments.md, "The proposed split"). The use case writes one record: this one on the
     * transaction (`record`, the default, with `proposed` the split before the approver changed it), or the
     * caller's own from the outcome (`record: false`).
     */
    async decideAll(
      who: SignedInContext,
      id: number,
      decision: DecisionInput,
      tx: Tx,
      options: { record?: boolean; proposed?: AuditedItem[] } = {},
    ) {
      const outcome = await decidePending(tx, hooks, who, id, DECISION_ORDER, decision);
      if (options.record !== false && outcome.after.length > 0) {
        await recordAudit(tx, who, decisionChange(decision, outcome, options.proposed));
      }
      return outcome;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/**
 * docs/decisions/transactions.md, "Approving": a SAVING item needs a savings account, an LTL or STL item an
 * uncleared loan; and a repayment may not be more than the loan owes, refused at entry as at approval
 * (docs/decisions/money-findings.md, "A repayment above the amount due is refused at entry").
 */
export async function checkPrerequisites(
  db: DbOrTx,
  userId: number,
  firstname: string,
  items: readonly { type: TransactionType; amount: number }[],
) {
  const types = new Set(items.map((item) => item.type));
  if (types.has('SAVING') && !(await hasSavingsAccount(db, userId))) {
    throw unprocessable(`${firstname} has no savings account.`, undefined, 'NO_SAVINGS_ACCOUNT');
  }
  for (const [type, kind] of [
    ['LTL', 'long_term'],
    ['STL', 'short_term'],
  ] as const) {
    if (!types.has(type)) continue;
    const ceiling = await repaymentCeiling(db, userId, kind);
    if (ceiling === undefined) {
      throw unprocessable(
        `${firstname} has no uncleared ${kindLabels[kind]} loan.`,
        undefined,
        'NO_UNCLEARED_LOAN',
      );
    }
    const amount = cents(items.reduce((sum, item) => sum + (item.type === type ? item.amount : 0), 0));
    if (amount > ceiling) {
      throw unprocessable(paymentExceedsMessage(amount, ceiling), undefined, 'PAYMENT_EXCEEDS_AMOUNT_DUE');
    }
  }
}

/**
 * The items a member's money may become, checked before anything is written: each kind open
 * (docs/decisions/contribution-kinds.md, "Items of a kind", an item of savings kept as SAVING), no more
 * to a merry-go-round than the member owes it (docs/decisions/rotations.md, "Paying in"), no more in
 * fines than they owe (docs/decisions/lending.md, "Paying fines"), a savings account and the loans the
 * items name. Refusals name `field`.N.
 */
export async function checkNewItems(
  db: DbOrTx,
  user: { id: number; firstname: string },
  proposed: ProposedItem[],
  field = 'transaction_items',
): Promise<ProposedItem[]> {
  const items = await keptItems(db, proposed, field);
  for (const [index, item] of items.entries()) {
    if (item.type !== 'ROTATION' || item.rotationId === null) continue;
    const sameRotation = items.filter((other) => other.rotationId === item.rotationId);
    const amount = sameRotation.reduce((sum, other) => sum + other.amountCents, 0);
    await refuseRotationPayment(db, item.rotationId, user.id, amount, `${field}.${index}.rotation_id`);
  }
  const fined = items.filter((item) => item.type === 'FINE').reduce((sum, item) => sum + item.amountCents, 0);
  if (fined > 0) await refuseFinePayment(db, user.id, fined, field);
  await checkPrerequisites(
    db,
    user.id,
    user.firstname,
    items.map((i) => ({ type: i.type, amount: i.amountCents })),
  );
  return items;
}

export interface NewItem {
  type: TransactionType;
  amountCents: number;
  extra: string | null;
  /** The kind of a CONTRIBUTION item (docs/decisions/contribution-kinds.md, "Items of a kind"). */
  contributionKindId?: number | null;
  /** The merry-go-round of a ROTATION item (docs/decisions/rotations.md, "Paying in"). */
  rotationId?: number | null;
}

/** An item as a caller proposes it, naming its kind and merry-go-round (null for none). */
export type ProposedItem = NewItem & { contributionKindId: number | null; rotationId: number | null };

export interface NewTransaction {
  userId: number;
  totalCents: number;
  /** The day the money came in. */
  date: string;
  comment: string | null;
  createdBy: number | null;
  items: NewItem[];
}

export { insertTransaction };
