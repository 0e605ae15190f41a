import { type Cents, type ExitLoan, payFinesFirst, payoffOf, settleEarly } from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { loans } from '../../db/schema.js';
import {
  finesForRepayment,
  finesOwedBy,
  looseFinesOwed,
  looseFinesTotal,
  recordFinePayments,
  waiveOwedFines,
} from '../fines/fines.service.js';
import { installmentRows, recordInstallmentChanges, toInstallmentState } from './installment-states.js';
import type { LoanKind } from './loan-kinds.js';
import { looseFinesLoanId } from './repayment.js';

/** An uncleared loan at a member's exit: its payoff's parts on the exit date. */
export interface LoanAtExit extends ExitLoan {
  kind: LoanKind;
}

/**
 * The member's uncleared loans issued by `date`, long-term first, each with its payoff on that date
 * (principal, interest to date, fines; docs/decisions/lending.md, "Early settlement"): what their exit
 * settles (docs/decisions/member-exits.md, "What an exit settles").
 */
export async function loansAtExit(db: DbOrTx, userId: number, date: string): Promise<LoanAtExit[]> {
  const open = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.status, 'Uncleared')))
    .orderBy(sql`case when ${loans.kind} = 'long_term' then 0 else 1 end`, asc(loans.id));
  const loose = await looseFinesLoanId(db, userId);
  const found: LoanAtExit[] = [];
  for (const loan of open) {
    const rows = await installmentRows(db, loan.id);
    const fines = await finesOwedBy(db, userId, { id: loan.id, carriesLooseFines: loose === loan.id });
    const payoff = payoffOf(rows.map(toInstallmentState), {
      kind: loan.kind,
      rateBp: loan.rateBp,
      issuedOn: loan.issuedOn,
      date: date < loan.issuedOn ? loan.issuedOn : date,
      fines,
    });
    found.push({
      loanId: loan.id,
      kind: loan.kind,
      principal: payoff.principal,
      interest: payoff.interest,
      fines: payoff.fines,
    });
  }
  return found;
}

export interface LoanClosedAtExit {
  loanId: number;
  userId: number;
  /** What the exit paid of the payoff's interest and fines; the rest of each is waived. */
  paidInterest: Cents;
  paidFines: Cents;
  /** The official carrying the exit out, and why, for the fines waived. */
  by: number;
  reason: string;
}

/**
 * Clears a loan at its member's exit, inside the exit's transaction (docs/decisions/member-exits.md,
 * "What an exit settles"): as an early settlement, the interest paid goes to the installments in due
 * order, every principal is settled (what nobody paid is the exit's loan loss in the books) and the rest
 * of the interest is waived; the fines are paid oldest first and the rest waived. The journal entry is
 * the exit's.
 */
export async function closeLoanAtExit(tx: Tx, closing: LoanClosedAtExit): Promise<void> {
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.id, closing.loanId), eq(loans.userId, closing.userId), eq(loans.status, 'Uncleared')))
    .for('update');
  if (!loan) throw new Error(`Loan ${closing.loanId} is not an uncleared loan of member ${closing.userId}`);
  const rows = await installmentRows(tx, loan.id);
  const settlement = settleEarly(rows.map(toInstallmentState), closing.paidInterest);
  await recordInstallmentChanges(tx, rows, settlement.installments);
  const carriesLooseFines = (await looseFinesLoanId(tx, closing.userId)) === loan.id;
  const owedFines = await finesForRepayment(tx, closing.userId, { id: loan.id, carriesLooseFines });
  const fines = payFinesFirst(owedFines, closing.paidFines);
  await recordFinePayments(tx, fines.paid);
  await waiveOwedFines(
    tx,
    owedFines.map((fine) => fine.id),
    closing.by,
    closing.reason,
  );
  await tx.update(loans).set({ status: 'Cleared' }).where(eq(loans.id, loan.id));
}

/**
 * The member's fines of no loan that their exit settles on its own: none when an uncleared loan carries
 * them (its payoff counts them; docs/decisions/money-findings.md, "Fines of no loan belong to one
 * payoff"), else all they owe of them (docs/decisions/member-exits.md, "Fines of no loan").
 */
export async function looseFinesAtExit(db: DbOrTx, userId: number): Promise<Cents> {
  if ((await looseFinesLoanId(db, userId)) !== undefined) return 0 as Cents;
  return looseFinesTotal(db, userId);
}

/**
 * Settles the fines of no loan at an exit no loan carries them in, inside the exit's transaction: `paid`
 * pays them oldest first and the rest is waived with the exit's reason. The journal entry is the exit's.
 */
export async function settleLooseFinesAtExit(
  tx: Tx,
  closing: { userId: number; paid: Cents; by: number; reason: string },
): Promise<void> {
  if ((await looseFinesLoanId(tx, closing.userId)) !== undefined) {
    throw new Error(`Member ${closing.userId}'s fines of no loan are carried by an uncleared loan`);
  }
  const owedFines = await looseFinesOwed(tx, closing.userId);
  const fines = payFinesFirst(owedFines, closing.paid);
  await recordFinePayments(tx, fines.paid);
  await waiveOwedFines(
    tx,
    owedFines.map((fine) => fine.id),
    closing.by,
    closing.reason,
  );
}
