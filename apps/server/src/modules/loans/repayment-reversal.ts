import { fullName, positionOf, unpayInstallments } from '@links/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loanPayments, loans } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { requireUser } from '../directory/directory.service.js';
import { unpayFines } from '../fines/fines.service.js';
import { installmentRows, recordInstallmentChanges, toInstallmentState } from './installment-states.js';
import { kindLabels } from './loan-kinds.js';

export interface RepaymentTakenBack {
  loanId: number;
  paymentId: number;
  /** Whether the loan was cleared by the payment and is owed again. */
  reopened: boolean;
}

/**
 * Takes one approved repayment back out of its loan (docs/decisions/reversals.md, "Loan repayments"), inside
 * the reversal's database transaction, the loan's row locked first as a repayment locks it: the installments
 * it paid are due again, the fines it paid are owed again, and a loan it cleared is uncleared again. Only the
 * loan's latest repayment not yet taken back may be (409 naming the later one), and a cleared loan is not
 * reopened once the member has a newer loan of its kind (409). The journal's contra entry is the caller's.
 * Undefined when the item paid no loan.
 */
export async function takeBackRepayment(
  tx: Tx,
  transactionItemId: number,
  date: string,
): Promise<RepaymentTakenBack | undefined> {
  const [payment] = await tx
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.transactionItemId, transactionItemId));
  if (!payment) return undefined;
  const [loan] = await tx.select().from(loans).where(eq(loans.id, payment.loanId)).for('update');
  if (!loan) throw new Error(`Loan ${payment.loanId} of payment ${payment.id} is missing`);
  const [later] = await tx
    .select({ id: loanPayments.id, itemId: loanPayments.transactionItemId })
    .from(loanPayments)
    .where(
      and(eq(loanPayments.loanId, loan.id), gt(loanPayments.id, payment.id), isNull(loanPayments.reversedOn)),
    )
    .orderBy(desc(loanPayments.id))
    .limit(1);
  if (later) {
    throw conflict(
      `A later repayment of loan #${loan.id} stands in the way: reverse it first.`,
      'LATER_REPAYMENT',
    );
  }
  if (loan.status === 'Cleared') {
    const [newer] = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.userId, loan.userId), eq(loans.kind, loan.kind), gt(loans.id, loan.id)))
      .limit(1);
    if (newer) {
      const user = await requireUser(tx, loan.userId);
      throw conflict(
        `This repayment cleared loan #${loan.id}, and ${fullName(user)} has since taken ${kindLabels[loan.kind]} loan #${newer.id}: the cleared loan cannot be reopened.`,
        'LOAN_RELENT',
      );
    }
  }
  const rows = await installmentRows(tx, loan.id);
  const after = unpayInstallments(rows.map(toInstallmentState), {
    interest: payment.interestPaidCents,
    principal: payment.principalPaidCents,
  });
  await recordInstallmentChanges(tx, rows, after);
  await unpayFines(tx, loan.userId, loan.id, payment.finesPaidCents);
  const position = positionOf(after);
  await tx.update(loans).set({ status: position.status }).where(eq(loans.id, loan.id));
  await tx.update(loanPayments).set({ reversedOn: date }).where(eq(loanPayments.id, payment.id));
  return { loanId: loan.id, paymentId: payment.id, reopened: loan.status === 'Cleared' };
}
