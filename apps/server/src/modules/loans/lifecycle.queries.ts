import { arrearsOf, cents, centsToKes, payoffOf } from '@links/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanInstallments, loans } from '../../db/schema.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { requireUser } from '../directory/directory.service.js';
import { finesOwedBy } from '../fines/fines.service.js';
import { toInstallmentState } from './installment-states.js';
import { selectLoans } from './loan-balances.js';
import { LOAN_NOT_FOUND } from './loans.queries.js';
import { looseFinesLoanId } from './repayment.js';

/**
 * GET /loans/{id}/payoff: what clears the loan on a day (docs/decisions/lending.md, "Early settlement"); the
 * owner or an admin.
 */
export async function loanPayoff(db: DbOrTx, loanId: number, viewer: AccessClaims, date: string) {
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan || (!seesGroup(viewer) && loan.userId !== viewer.userId)) throw notFound(LOAN_NOT_FOUND);
  if (date < loan.issuedOn) throw invalidField('date', `must not be before the issue date ${loan.issuedOn}`);
  const rows = await db
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loan.id))
    .orderBy(asc(loanInstallments.number));
  const fines =
    loan.status === 'Cleared'
      ? cents(0)
      : await finesOwedBy(db, loan.userId, {
          id: loan.id,
          carriesLooseFines: (await looseFinesLoanId(db, loan.userId)) === loan.id,
        });
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
export async function loansWithArrears(db: DbOrTx, asOf: string, userId?: number) {
  const open = await selectLoans(db).where(
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

/**
 * GET /loans/overdue/{userId}: what a member owes past due on a day, with their fines
 * (docs/decisions/lending.md, "Arrears").
 */
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
