import {
  type ArrearsAnswer,
  arrearsOf,
  cents,
  centsToKes,
  type LoanArrears,
  paginationOf,
  payoffOf,
  portfolioAtRisk,
} from '@links/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanInstallments, loans } from '../../db/schema.js';
import { invalidField, notFound } from '../../lib/errors.js';
import type { AccessClaims } from '../../lib/guards.js';
import { finesOwedBy, finesOwedByLoan } from '../fines/fines.service.js';
import { namesOf, requireUser } from '../members/members.service.js';
import { toInstallmentState } from './installment-states.js';
import { LOAN_NOT_FOUND } from './loans.queries.js';

type Loan = typeof loans.$inferSelect;

/** GET /loans/{id}/payoff: what clears the loan on a day (issue 14 §6); the owner or an admin. */
export async function loanPayoff(db: DbOrTx, loanId: number, viewer: AccessClaims, date: string) {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan || (viewer.role !== 'admin' && loan.userId !== viewer.userId)) throw notFound(LOAN_NOT_FOUND);
  if (date < loan.issuedOn) throw invalidField('date', `must not be before the issue date ${loan.issuedOn}`);
  const rows = await db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loan.id))
    .orderBy(asc(loanInstallments.number));
  const fines = loan.status === 'Cleared' ? cents(0) : await finesOwedBy(db, loan.userId, loan.id);
  const payoff = payoffOf(rows.map(toInstallmentState), {
    kind: loan.kind,
    rateBp: loan.rateBp,
    issuedOn: loan.issuedOn,
    date,
    fines,
  });
  return {
    loan_id: loan.id,
    date,
    principal: centsToKes(payoff.principal),
    interest: centsToKes(payoff.interest),
    fines: centsToKes(payoff.fines),
    total: centsToKes(payoff.total),
  };
}

/** Every uncleared loan issued by a date, with its arrears on that date (null when none is due). */
async function loansWithArrears(db: DbOrTx, asOf: string, userId?: number) {
  const open = await db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.status, 'Uncleared'),
        lte(loans.issuedOn, asOf),
        userId === undefined ? undefined : eq(loans.userId, userId),
      ),
    );
  if (open.length === 0) return [];
  const rows = await db
    .select()
    .from(loanInstallments)
    .where(
      and(
        inArray(
          loanInstallments.loanId,
          open.map((loan) => loan.id),
        ),
        lte(loanInstallments.dueOn, asOf),
      ),
    )
    .orderBy(asc(loanInstallments.number));
  const byLoan = new Map<number, typeof rows>();
  for (const row of rows) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
  return open.map((loan) => ({
    loan,
    arrears: arrearsOf((byLoan.get(loan.id) ?? []).map(toInstallmentState), asOf),
  }));
}

type InArrears = { loan: Loan; arrears: LoanArrears };

/**
 * GET /loans/arrears: every uncleared loan with an installment past due on `as_of`, most days past
 * due first, paged, and the portfolio-at-risk buckets over all of them (issue 14 §4). Payments count
 * as they stand now.
 */
export async function arrearsReport(db: DbOrTx, asOf: string, page: { page: number; perPage: number }) {
  const all = await loansWithArrears(db, asOf);
  const totalOutstanding = all.reduce((sum, { loan }) => sum + loan.principalOutstandingCents, 0);
  const late = all
    .filter((entry): entry is InArrears => entry.arrears !== null)
    .sort((a, b) => b.arrears.daysPastDue - a.arrears.daysPastDue || a.loan.id - b.loan.id);
  const buckets = portfolioAtRisk(
    late.map(({ loan, arrears }) => ({
      daysPastDue: arrears.daysPastDue,
      principalOutstanding: cents(loan.principalOutstandingCents),
    })),
    cents(totalOutstanding),
  );
  const shown = late.slice((page.page - 1) * page.perPage, page.page * page.perPage);
  const fines = await finesOwedByLoan(
    db,
    shown.map(({ loan }) => loan.id),
  );
  const names = await namesOf(db, [...new Set(shown.map(({ loan }) => loan.userId))]);
  const answer: ArrearsAnswer = {
    as_of: asOf,
    total_outstanding: centsToKes(totalOutstanding),
    buckets: buckets.map((bucket) => ({ ...bucket, principal: centsToKes(bucket.principal) })),
    loans: shown.map(({ loan, arrears }) => ({
      loan_id: loan.id,
      kind: loan.kind,
      user_id: loan.userId,
      firstname: names.get(loan.userId)?.firstname ?? '',
      lastname: names.get(loan.userId)?.lastname ?? '',
      oldest_due_date: arrears.oldestDueDate,
      days_past_due: arrears.daysPastDue,
      overdue_principal: centsToKes(arrears.overduePrincipal),
      overdue_interest: centsToKes(arrears.overdueInterest),
      fines: centsToKes(fines.get(loan.id) ?? 0),
      principal_outstanding: centsToKes(loan.principalOutstandingCents),
    })),
    pagination: paginationOf(page.page, page.perPage, late.length),
  };
  return answer;
}

/** GET /loans/overdue/{userId}: what a member owes past due on a day, with their fines (issue 14 §4). */
export async function memberOverdue(db: DbOrTx, userId: number, asOf: string) {
  await requireUser(db, userId);
  let principal = 0;
  let interest = 0;
  let days = 0;
  for (const { arrears } of await loansWithArrears(db, asOf, userId)) {
    if (!arrears) continue;
    principal += arrears.overduePrincipal;
    interest += arrears.overdueInterest;
    days = Math.max(days, arrears.daysPastDue);
  }
  const fines = await finesOwedBy(db, userId);
  return {
    user_id: userId,
    overdue_principal: centsToKes(principal),
    overdue_interest: centsToKes(interest),
    fines: centsToKes(fines),
    total: centsToKes(principal + interest + fines),
    days_past_due: days,
  };
}
