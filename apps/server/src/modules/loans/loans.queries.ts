import {
  basisPointsToFraction,
  centsToKes,
  type LoanDetail,
  type LoanPaymentRow,
  type LoanRow,
} from '@links/domain';
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanBalances, loanInstallments, loanPayments, loans } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { namesOf, requireUser, type UserName, userNameFields } from '../directory/directory.service.js';
import { balanceOfLoan, type Loan, loanFields, selectLoans } from './loan-balances.js';
import type { LoanKind } from './loan-kinds.js';

export const LOAN_NOT_FOUND = 'Loan not found.';

/**
 * The listing fields of docs/decisions/loans.md, "Listing fields", in KES, from the loan's stored position.
 */
export function toLoanRow(loan: Loan, name: UserName | undefined): LoanRow {
  const amountDue = loan.principalOutstandingCents + loan.interestOutstandingCents;
  return {
    id: loan.id,
    user_id: loan.userId,
    ...userNameFields(name),
    principal: centsToKes(loan.principalOutstandingCents),
    loan_amount: centsToKes(loan.loanAmountCents),
    interest_amount: centsToKes(loan.interestOutstandingCents),
    amount_due: centsToKes(amountDue),
    installment_amount: centsToKes(loan.installmentCents),
    interest_rate: basisPointsToFraction(loan.rateBp),
    payment_period: loan.months,
    date_issued: loan.issuedOn,
    due_date: loan.dueOn,
    // docs/spec/states.md, "Loan status": a short-term loan's status is shown in lower case.
    status: loan.kind === 'short_term' ? (loan.status.toLowerCase() as 'uncleared' | 'cleared') : loan.status,
  };
}

/** GET /all-loans and /all-shorttermloans: every loan of a kind, newest first. */
export async function listLoans(db: DbOrTx, kind: LoanKind): Promise<LoanRow[]> {
  const rows = await selectLoans(db)
    .where(eq(loans.kind, kind))
    .orderBy(desc(loans.createdAt), desc(loans.id));
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => toLoanRow(row, names.get(row.userId)));
}

/** GET /loans/user/{userId}: a member's own loans of both kinds, newest first, each with its kind. */
export async function listMemberLoans(db: DbOrTx, userId: number) {
  const name = (await namesOf(db, [userId])).get(userId);
  if (!name) await requireUser(db, userId);
  const rows = await selectLoans(db)
    .where(eq(loans.userId, userId))
    .orderBy(desc(loans.createdAt), desc(loans.id));
  return rows.map((row) => ({ ...toLoanRow(row, name), kind: row.kind }));
}

/**
 * GET /loans/{loanId}: the loan, its schedule with what was paid towards each installment, and
 * its payments. A member sees only their own loans; another's is a 404, so existence does not
 * leak (docs/decisions/wire.md, "Error answers").
 */
export async function findLoanDetail(db: DbOrTx, loanId: number, viewer: AccessClaims): Promise<LoanDetail> {
  const [loan] = await selectLoans(db).where(eq(loans.id, loanId));
  if (!loan || (!seesGroup(viewer) && loan.userId !== viewer.userId)) throw notFound(LOAN_NOT_FOUND);
  const names = await namesOf(db, [loan.userId]);
  const installments = await db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loan.id))
    .orderBy(asc(loanInstallments.number));
  const payments = await db
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.loanId, loan.id))
    .orderBy(desc(loanPayments.createdAt), desc(loanPayments.id));
  let balance = loan.principalCents;
  return {
    loan: { ...toLoanRow(loan, names.get(loan.userId)), kind: loan.kind },
    schedule: installments.map((row) => {
      balance -= row.principalCents;
      return {
        number: row.number,
        due_date: row.dueOn,
        installment: centsToKes(row.interestCents + row.principalCents),
        interest: centsToKes(row.interestCents),
        principal: centsToKes(row.principalCents),
        interest_paid: centsToKes(row.interestPaidCents),
        principal_paid: centsToKes(row.principalPaidCents),
        interest_waived: centsToKes(row.interestWaivedCents),
        balance_after: centsToKes(balance),
      };
    }),
    payments: payments.map((row) => ({
      id: row.id,
      transaction_item_id: row.transactionItemId,
      transaction_amount: centsToKes(row.amountCents),
      principal_paid: centsToKes(row.principalPaidCents),
      interest_paid: centsToKes(row.interestPaidCents),
      fines_paid: centsToKes(row.finesPaidCents),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /loan-payments/long-term and /short-term: every repayment of a kind, newest first
 * (docs/spec/entities.md, "Loan payment").
 */
export async function listLoanPayments(db: DbOrTx, kind: LoanKind): Promise<LoanPaymentRow[]> {
  const rows = await db
    .select({ payment: loanPayments, loan: loans })
    .from(loanPayments)
    .innerJoin(loans, eq(loans.id, loanPayments.loanId))
    .where(eq(loans.kind, kind))
    .orderBy(desc(loanPayments.createdAt), desc(loanPayments.id));
  const names = await namesOf(db, [...new Set(rows.map((row) => row.loan.userId))]);
  return rows.map(({ payment, loan }) => toPaymentRow(payment, loan, names.get(loan.userId)));
}

/** A row of the payment history (docs/spec/entities.md, "Loan payment" "Loan payment"), in KES. */
export function toPaymentRow(
  payment: typeof loanPayments.$inferSelect,
  loan: typeof loans.$inferSelect,
  name: UserName | undefined,
): LoanPaymentRow {
  return {
    id: payment.id,
    loan_id: loan.id,
    ...userNameFields(name),
    transaction_amount: centsToKes(payment.amountCents),
    principal_paid: centsToKes(payment.principalPaidCents),
    interest_paid: centsToKes(payment.interestPaidCents),
    fines_paid: centsToKes(payment.finesPaidCents),
    loan_details: {
      principal: centsToKes(loan.loanAmountCents),
      interest_rate: basisPointsToFraction(loan.rateBp),
    },
    created_at: payment.createdAt.toISOString(),
  };
}

const amountDue = sql<number>`coalesce(sum(${loanFields.principalOutstandingCents} + ${loanFields.interestOutstandingCents}), 0)`;

/**
 * GET /loans/total/{userId}: what the member owes on their uncleared loans, by kind
 * (docs/decisions/loans.md, "Loan totals").
 */
export async function loanTotalsOf(db: DbOrTx, userId: number) {
  await requireUser(db, userId);
  const rows = await db
    .select({ kind: loans.kind, due: amountDue.mapWith(Number) })
    .from(loans)
    .innerJoin(loanBalances, balanceOfLoan)
    .where(and(eq(loans.userId, userId), eq(loans.status, 'Uncleared')))
    .groupBy(loans.kind);
  const dueOf = (kind: LoanKind) => rows.find((row) => row.kind === kind)?.due ?? 0;
  const longTerm = dueOf('long_term');
  const shortTerm = dueOf('short_term');
  return {
    total_amount_due: {
      long_term: centsToKes(longTerm),
      short_term: centsToKes(shortTerm),
      combined_total: centsToKes(longTerm + shortTerm),
    },
  };
}

/** GET /totaloutstandingloans: the amount due over every uncleared loan of the group. */
export async function totalOutstandingLoans(db: DbOrTx) {
  const [row] = await db
    .select({ due: amountDue.mapWith(Number) })
    .from(loans)
    .innerJoin(loanBalances, balanceOfLoan)
    .where(eq(loans.status, 'Uncleared'));
  return { total_outstanding_loans: centsToKes(row?.due ?? 0) };
}

/** An installment of an uncleared loan, due before a date and not fully paid: what late fines are for. */
export interface OverdueInstallment {
  installmentId: number;
  loanId: number;
  /** The loan's kind: a payment of that kind names it (one uncleared loan of each kind a member). */
  kind: 'long_term' | 'short_term';
  userId: number;
  dueOn: string;
  unpaidCents: number;
}

export async function overdueInstallments(db: DbOrTx, before: string): Promise<OverdueInstallment[]> {
  const unpaid = sql<string>`(${loanInstallments.interestCents} - ${loanInstallments.interestPaidCents}
    - ${loanInstallments.interestWaivedCents} + ${loanInstallments.principalCents} - ${loanInstallments.principalPaidCents})`;
  const rows = await db
    .select({
      installmentId: loanInstallments.id,
      loanId: loans.id,
      kind: loans.kind,
      userId: loans.userId,
      dueOn: loanInstallments.dueOn,
      unpaid: sql<string>`${unpaid}::text`,
    })
    .from(loanInstallments)
    .innerJoin(loans, eq(loans.id, loanInstallments.loanId))
    .where(and(eq(loans.status, 'Uncleared'), lt(loanInstallments.dueOn, before), sql`${unpaid} > 0`))
    .orderBy(asc(loanInstallments.dueOn), asc(loanInstallments.id));
  return rows.map(({ unpaid: text, ...row }) => ({ ...row, unpaidCents: Number(text) }));
}

/**
 * What the member owes on their uncleared loans in cents, as `amountOwedBy` reads it, as a value for
 * another module's statement: read in the same round trip as what that statement reads besides.
 */
export const owedCentsOf = (userId: number): SQL<number> =>
  sql`(select ${amountDue} from ${loans} join ${loanBalances} on ${balanceOfLoan}
    where ${loans.userId} = ${userId} and ${loans.status} = 'Uncleared')`;

/** What each member owes on their uncleared loans (principal and interest still due). */
export async function amountOwedBy(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const owed = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return owed;
  const rows = await db
    .select({ userId: loans.userId, due: amountDue.mapWith(Number) })
    .from(loans)
    .innerJoin(loanBalances, balanceOfLoan)
    .where(and(inArray(loans.userId, userIds), eq(loans.status, 'Uncleared')))
    .groupBy(loans.userId);
  for (const row of rows) owed.set(row.userId, row.due);
  return owed;
}

/**
 * The principal each member still owes on their uncleared loans: what their savings must cover at
 * the loan multiplier before they may withdraw (docs/decisions/withdrawals.md, "Free savings").
 */
export async function principalOwedBy(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const owed = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return owed;
  const rows = await db
    .select({ userId: loans.userId, principal: sql<string>`sum(${loanBalances.principalOutstandingCents})` })
    .from(loans)
    .innerJoin(loanBalances, balanceOfLoan)
    .where(and(inArray(loans.userId, userIds), eq(loans.status, 'Uncleared')))
    .groupBy(loans.userId);
  for (const row of rows) owed.set(row.userId, Number(row.principal));
  return owed;
}

/**
 * The loans issued on one day, of both kinds, by id: what a meeting's minutes record as issued
 * (docs/decisions/meetings.md, "Minutes"), by the index on each kind's issue date.
 */
export async function loansIssuedOn(db: DbOrTx, date: string) {
  return db
    .select({ id: loans.id, userId: loans.userId, kind: loans.kind, amountCents: loans.loanAmountCents })
    .from(loans)
    .where(and(inArray(loans.kind, ['long_term', 'short_term']), eq(loans.issuedOn, date)))
    .orderBy(asc(loans.id));
}
