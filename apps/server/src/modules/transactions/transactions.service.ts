import {
  type CreateTransactionInput,
  centsToKes,
  type DecisionInput,
  type TransactionType,
} from '@links/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import type { AccessClaims } from '../auth/tokens.js';
import { resolveMoneyAccount } from '../books/chart.js';
import { applyLoanRepayment, hasUnclearedLoan } from '../loans/loans.service.js';
import { findUserById } from '../members/members.service.js';
import { depositToSavings, hasSavingsAccount } from '../savings/savings.service.js';
import { getSettings } from '../settings/settings.service.js';
import { idBatches, type ListFilter, type ListSort, pageIds } from './transaction-list.js';
import { memberItems, viewsOf } from './transactions.queries.js';

/** The three approval paths of product-spec §7, each for one type of item. */
export const approvalKinds = { savings: 'SAVING', 'loan-long': 'LTL', 'short-long': 'STL' } as const;
export type ApprovalKind = keyof typeof approvalKinds;

const typeLabels: Record<TransactionType, string> = {
  SAVING: 'savings',
  LTL: 'long-term loan',
  STL: 'short-term loan',
};

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** An item as the audit trail keeps it. */
const itemFields = (item: typeof transactionItems.$inferSelect) => ({
  id: item.id,
  type: item.type,
  amount: centsToKes(item.amountCents),
  status: item.status,
  ...(item.rejectReason ? { reject_reason: item.rejectReason } : {}),
});

/**
 * What other modules add to the life of a transaction, without this module knowing them: the
 * payments module (issue 9) refuses a reference that is an M-Pesa receipt already received, and
 * keeps maker-checker and the receiving account for the transactions its payments became.
 */
export interface TransactionHooks {
  /** Inside create()'s database transaction, with the items' references: may refuse them. */
  checkReferences?(tx: Tx, references: string[]): Promise<void>;
  /**
   * Before an approval moves money: may refuse it, or answer the money account the money came
   * into (a books id), which the approval then uses.
   */
  beforeApproval?(
    tx: Tx,
    who: AccessClaims,
    transactionId: number,
    requestedAccountId: number | undefined,
  ): Promise<number | undefined>;
  /** After items of the transaction were approved or rejected, in the same database transaction. */
  afterDecision?(tx: Tx, transactionId: number): Promise<void>;
}

export function createTransactionsService(db: Db, hooks: TransactionHooks = {}) {
  return {
    async create(who: SignedInContext, input: CreateTransactionInput, today: string) {
      if (who.role !== 'admin' && input.user_id !== who.userId) {
        throw forbidden('You can only submit transactions for yourself.');
      }
      const user = await findUserById(db, input.user_id);
      if (!user) throw notFound('User not found.');
      await checkPrerequisites(
        db,
        user.id,
        user.firstname,
        new Set(input.transaction_items.map((i) => i.transaction_type)),
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
          items: input.transaction_items.map((item) => ({
            type: item.transaction_type,
            amountCents: item.transaction_amount,
            extra: item.extra,
          })),
        });
        await recordAudit(tx, who, {
          action: 'create',
          entity: 'transaction',
          entityId: created.id,
          memberId: user.id,
          after: { ...auditFields(created.row), items: created.items.map(itemFields) },
        });
        return created.id;
      });
    },

    /** One page of a filtered, sorted list (decisions §1), from the indexes and kept totals. */
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

    /** One transaction; another member's is "not found" so that its existence does not leak (decisions §1). */
    async get(who: AccessClaims, id: number) {
      const [view] = await viewsOf(db, [id]);
      if (!view || (who.role !== 'admin' && view.user_id !== who.userId))
        throw notFound(TRANSACTION_NOT_FOUND);
      return view;
    },

    /**
     * Approves or rejects every Pending item of one type of a transaction, applying the money of
     * approved items, all in one database transaction (decisions §7). The transaction row is locked
     * first, so parallel decisions on it run one after the other and each item is applied once.
     */
    async decide(who: SignedInContext, kind: ApprovalKind, id: number, decision: DecisionInput, within?: Tx) {
      const type = approvalKinds[kind];
      const label = typeLabels[type];
      // A payment's approval (issue 9) decides inside its own database transaction.
      const run = async (tx: Tx) => {
        const [transaction] = await tx
          .select()
          .from(transactions)
          .where(eq(transactions.id, id))
          .for('update');
        if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
        const ofType = and(eq(transactionItems.transactionId, id), eq(transactionItems.type, type));
        const pending = await tx
          .select()
          .from(transactionItems)
          .where(and(ofType, eq(transactionItems.status, 'Pending')))
          .orderBy(transactionItems.id);

        if (decision.status === 'Rejected' && pending.length === 0) {
          const [approved] = await tx
            .select({ id: transactionItems.id })
            .from(transactionItems)
            .where(and(ofType, eq(transactionItems.status, 'Approved')))
            .limit(1);
          if (approved) throw conflict(`Approved ${label} items cannot be rejected.`, 'ALREADY_APPROVED');
        }
        let receivedIntoName: string | null = null;
        if (decision.status === 'Approved' && pending.length > 0) {
          const named = await hooks.beforeApproval?.(tx, who, id, decision.account_id);
          const settings = await getSettings(tx);
          const receivedInto = await resolveMoneyAccount(
            tx,
            named ?? decision.account_id,
            settings?.defaultAccountId,
          );
          receivedIntoName = receivedInto.name;
          for (const item of pending) {
            const money = {
              userId: transaction.userId,
              amountCents: item.amountCents,
              transactionItemId: item.id,
              transactionId: transaction.id,
              date: transaction.transactionDate,
              money: receivedInto,
            };
            if (type === 'SAVING') await depositToSavings(tx, { ...money, createdBy: who.userId });
            else {
              const loanKind = type === 'LTL' ? 'long_term' : 'short_term';
              await applyLoanRepayment(tx, { ...money, kind: loanKind, approvedBy: who.userId });
            }
          }
        }
        if (pending.length > 0) {
          const decided = await tx
            .update(transactionItems)
            .set({
              status: decision.status,
              decidedBy: who.userId,
              decidedAt: sql`now()`,
              rejectReason: decision.status === 'Rejected' ? decision.reason : null,
            })
            .where(
              and(
                inArray(
                  transactionItems.id,
                  pending.map((item) => item.id),
                ),
                eq(transactionItems.status, 'Pending'),
              ),
            )
            .returning();
          // decisions §7 and the audit trail: a decision is recorded on its transaction, with each
          // item's status before and after.
          await recordAudit(tx, who, {
            action: decision.status === 'Approved' ? 'approve' : 'reject',
            entity: 'transaction',
            entityId: transaction.id,
            memberId: transaction.userId,
            before: { items: pending.map(itemFields) },
            after: {
              items: decided.sort((a, b) => a.id - b.id).map(itemFields),
              ...(decision.status === 'Approved' ? { received_into: receivedIntoName } : {}),
            },
          });
          await hooks.afterDecision?.(tx, id);
        }
        const verb = decision.status === 'Approved' ? 'approved' : 'rejected';
        const n = pending.length;
        return {
          updated_items: n,
          message:
            n === 0 ? `No pending ${label} items.` : `${n} ${label} item${n === 1 ? '' : 's'} ${verb}.`,
        };
      };
      return within ? run(within) : db.transaction(run);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/** decisions §7: a SAVING item needs a savings account, an LTL or STL item an uncleared loan. */
export async function checkPrerequisites(
  db: DbOrTx,
  userId: number,
  firstname: string,
  types: Set<TransactionType>,
) {
  if (types.has('SAVING') && !(await hasSavingsAccount(db, userId))) {
    throw unprocessable(`${firstname} has no savings account.`, undefined, 'NO_SAVINGS_ACCOUNT');
  }
  if (types.has('LTL') && !(await hasUnclearedLoan(db, userId, 'long_term'))) {
    throw unprocessable(`${firstname} has no uncleared long-term loan.`, undefined, 'NO_UNCLEARED_LOAN');
  }
  if (types.has('STL') && !(await hasUnclearedLoan(db, userId, 'short_term'))) {
    throw unprocessable(`${firstname} has no uncleared short-term loan.`, undefined, 'NO_UNCLEARED_LOAN');
  }
}

export interface NewItem {
  type: TransactionType;
  amountCents: number;
  extra: string | null;
}

export interface NewTransaction {
  userId: number;
  totalCents: number;
  /** The day the money came in. */
  date: string;
  comment: string | null;
  createdBy: number | null;
  items: NewItem[];
}

/** Writes a transaction and its Pending items inside the caller's database transaction. */
export async function insertTransaction(tx: Tx, input: NewTransaction) {
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: input.userId,
      totalCents: input.totalCents,
      transactionDate: input.date,
      comment: input.comment,
      createdBy: input.createdBy,
    })
    .returning();
  const transactionId = row!.id;
  const items = await tx
    .insert(transactionItems)
    .values(input.items.map((item) => ({ transactionId, ...item })))
    .returning();
  return { id: transactionId, row: row!, items };
}
