import {
  addDaysIso,
  type LoanPaymentListQuery,
  type LoanPaymentRow,
  startOfDayInGroupZone,
} from '@links/domain';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanPayments, loans } from '../../db/schema.js';
import { amongIds, tableList } from '../../lib/list.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';
import type { OfKind } from './loan-list.js';
import { toPaymentRow } from './loans.queries.js';

export type LoanPaymentFilter = Omit<LoanPaymentListQuery, 'page' | 'per_page' | 'format' | 'lang' | 'sort'>;

/**
 * The conditions of a filter. The kind, a member and a search narrow by the loans they point at
 * (a group's loans are few), so the payments are read through their loan index.
 */
async function paymentConditions(
  db: DbOrTx,
  { kind, ...filter }: LoanPaymentFilter & OfKind,
): Promise<SQL[]> {
  const ofLoans: SQL[] = [eq(loans.kind, kind)];
  if (filter.user_id) ofLoans.push(eq(loans.userId, filter.user_id));
  if (filter.loan_id) ofLoans.push(eq(loans.id, filter.loan_id));
  if (filter.q) {
    ofLoans.push(amongIds(loans.userId, await memberIdsMatching(db, filter.q)) as SQL);
  }
  const conditions: SQL[] = [
    inArray(
      loanPayments.loanId,
      db
        .select({ id: loans.id })
        .from(loans)
        .where(and(...ofLoans)),
    ),
  ];
  if (filter.from) conditions.push(gte(loanPayments.createdAt, startOfDayInGroupZone(filter.from)));
  if (filter.to) conditions.push(lt(loanPayments.createdAt, startOfDayInGroupZone(addDaysIso(filter.to, 1))));
  return conditions;
}

async function rowsOf(db: DbOrTx, payments: (typeof loanPayments.$inferSelect)[]): Promise<LoanPaymentRow[]> {
  if (payments.length === 0) return [];
  const ofPayments = await db
    .select()
    .from(loans)
    .where(inArray(loans.id, [...new Set(payments.map((p) => p.loanId))]));
  const loanOf = new Map(ofPayments.map((loan) => [loan.id, loan]));
  const names = await namesOf(db, [...new Set(ofPayments.map((loan) => loan.userId))]);
  return payments.map((payment) => {
    const loan = loanOf.get(payment.loanId)!;
    return toPaymentRow(payment, loan, names.get(loan.userId));
  });
}

/**
 * The repayments of loans of a kind, newest first unless sorted otherwise
 * (docs/decisions/wire.md, "Pages of a list").
 */
export const loanPaymentList = tableList(loanPayments, {
  sorts: {
    created_at: loanPayments.createdAt,
    transaction_amount: loanPayments.amountCents,
  },
  where: async (db, filter: LoanPaymentFilter & OfKind) => and(...(await paymentConditions(db, filter))),
  rows: rowsOf,
});
