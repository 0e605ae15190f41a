import {
  addDaysIso,
  type LoanPaymentListQuery,
  type LoanPaymentRow,
  paginationOf,
  sortOrder,
  startOfDayInGroupZone,
} from '@links/domain';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanPayments, loans } from '../../db/schema.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { memberIdsMatching } from '../members/index.js';
import { namesOf } from '../members/members.service.js';
import type { LoanKind } from './loan-kinds.js';
import { toPaymentRow } from './loans.queries.js';

export type LoanPaymentFilter = Omit<LoanPaymentListQuery, 'page' | 'per_page' | 'format' | 'sort'>;
export type LoanPaymentSort = LoanPaymentListQuery['sort'];

const sortValues = {
  created_at: { value: loanPayments.createdAt, type: 'timestamptz' },
  transaction_amount: { value: loanPayments.amountCents, type: 'bigint' },
} as const;

function paymentOrder(sort: LoanPaymentSort): ListOrder {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: loanPayments.id, descending };
}

/**
 * The conditions of a filter. The kind, a member and a search narrow by the loans they point at
 * (a group's loans are few), so the payments are read through their loan index.
 */
async function paymentConditions(db: DbOrTx, kind: LoanKind, filter: LoanPaymentFilter): Promise<SQL[]> {
  const ofLoans: SQL[] = [eq(loans.kind, kind)];
  if (filter.user_id) ofLoans.push(eq(loans.userId, filter.user_id));
  if (filter.loan_id) ofLoans.push(eq(loans.id, filter.loan_id));
  if (filter.q) {
    const named = await memberIdsMatching(db, filter.q);
    ofLoans.push(named.length ? inArray(loans.userId, named) : sql`false`);
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

/** One page of repayments of loans of a kind, newest first unless sorted otherwise. */
export async function pageOfLoanPayments(
  db: DbOrTx,
  kind: LoanKind,
  filter: LoanPaymentFilter,
  sort: LoanPaymentSort,
  page: number,
  perPage: number,
) {
  const where = and(...(await paymentConditions(db, kind, filter)));
  const [counted] = await db.select({ n: count() }).from(loanPayments).where(where);
  const rows = await db
    .select()
    .from(loanPayments)
    .where(where)
    .orderBy(...orderBy(paymentOrder(sort)))
    .offset((page - 1) * perPage)
    .limit(perPage);
  return { payments: await rowsOf(db, rows), pagination: paginationOf(page, perPage, counted?.n ?? 0) };
}

/** Every repayment of a filter in the list's order, a batch at a time (the CSV download). */
export async function* loanPaymentBatches(
  db: DbOrTx,
  kind: LoanKind,
  filter: LoanPaymentFilter,
  sort: LoanPaymentSort,
) {
  const conditions = await paymentConditions(db, kind, filter);
  const order = paymentOrder(sort);
  const batches = keysetBatches(order, (after, size) =>
    db
      .select({ payment: loanPayments, key: keyOf(order), keyId: loanPayments.id })
      .from(loanPayments)
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
  for await (const batch of batches)
    yield await rowsOf(
      db,
      batch.map((row) => row.payment),
    );
}
