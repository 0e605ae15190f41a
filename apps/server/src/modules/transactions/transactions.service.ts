import type { CreateTransactionInput, DecisionInput, TransactionType } from '@links/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { AccessClaims } from '../auth/tokens.js';
import { resolveMoneyAccount } from '../books/chart.js';
import { applyLoanRepayment, hasUnclearedLoan } from '../loans/loans.service.js';
import { findUserById } from '../members/members.service.js';
import { depositToSavings, hasSavingsAccount } from '../savings/savings.service.js';
import { getSettings } from '../settings/settings.service.js';
import { allPending, memberItems, type Page, pageOfTransactions } from './transactions.queries.js';

/** The three approval paths of product-spec §7, each for one type of item. */
export const approvalKinds = { savings: 'SAVING', 'loan-long': 'LTL', 'short-long': 'STL' } as const;
export type ApprovalKind = keyof typeof approvalKinds;

const typeLabels: Record<TransactionType, string> = {
  SAVING: 'savings',
  LTL: 'long-term loan',
  STL: 'short-term loan',
};

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

export function createTransactionsService(db: Db) {
  /** decisions §7: a SAVING item needs a savings account, an LTL or STL item an uncleared loan. */
  async function checkPrerequisites(userId: number, firstname: string, types: Set<TransactionType>) {
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

  return {
    async create(who: AccessClaims, input: CreateTransactionInput, today: string) {
      if (who.role !== 'admin' && input.user_id !== who.userId) {
        throw forbidden('You can only submit transactions for yourself.');
      }
      const user = await findUserById(db, input.user_id);
      if (!user) throw notFound('User not found.');
      await checkPrerequisites(
        user.id,
        user.firstname,
        new Set(input.transaction_items.map((i) => i.transaction_type)),
      );
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(transactions)
          .values({
            userId: user.id,
            totalCents: input.total_payed,
            transactionDate: input.transaction_date ?? today,
            comment: input.comment,
            createdBy: who.userId,
          })
          .returning({ id: transactions.id });
        const transactionId = created!.id;
        await tx.insert(transactionItems).values(
          input.transaction_items.map((item) => ({
            transactionId,
            type: item.transaction_type,
            amountCents: item.transaction_amount,
            extra: item.extra,
          })),
        );
        return transactionId;
      });
    },

    list(page: Page, onlyPending: boolean) {
      return pageOfTransactions(db, onlyPending ? allPending : undefined, page);
    },

    listForUser(userId: number, page: Page) {
      return pageOfTransactions(db, eq(transactions.userId, userId), page);
    },

    savingsRows: (userId: number) => memberItems(db, userId, ['SAVING']),
    loanRows: (userId: number) => memberItems(db, userId, ['LTL', 'STL']),

    /** One transaction; another member's is "not found" so that its existence does not leak (decisions §1). */
    async get(who: AccessClaims, id: number) {
      const { views } = await pageOfTransactions(db, eq(transactions.id, id), { page: 1, perPage: 1 });
      const view = views[0];
      if (!view || (who.role !== 'admin' && view.user_id !== who.userId))
        throw notFound(TRANSACTION_NOT_FOUND);
      return view;
    },

    /**
     * Approves or rejects every Pending item of one type of a transaction, applying the money of
     * approved items, all in one database transaction (decisions §7). The transaction row is locked
     * first, so parallel decisions on it run one after the other and each item is applied once.
     */
    async decide(who: AccessClaims, kind: ApprovalKind, id: number, decision: DecisionInput) {
      const type = approvalKinds[kind];
      const label = typeLabels[type];
      return db.transaction(async (tx) => {
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
        if (decision.status === 'Approved') {
          const settings = await getSettings(tx);
          const receivedInto = await resolveMoneyAccount(tx, decision.account_id, settings?.defaultAccountId);
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
          await tx
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
            );
        }
        const verb = decision.status === 'Approved' ? 'approved' : 'rejected';
        const n = pending.length;
        return {
          updated_items: n,
          message:
            n === 0 ? `No pending ${label} items.` : `${n} ${label} item${n === 1 ? '' : 's'} ${verb}.`,
        };
      });
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
