import {
  allocatePayment,
  type Cents,
  cents,
  type InstallmentState,
  positionOf,
  repaymentReceived,
} from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loanInstallments, loanPayments, loans } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { receiveInto } from '../banking/money.js';
import { type MoneyAccount, systemAccountId } from '../books/chart.js';
import { postEntry } from '../books/journal.service.js';
import { requireUser } from '../members/members.service.js';
import { kindLabels, type LoanKind } from './loan-kinds.js';
import { violatesUnique } from './unique-violation.js';

/** One approved LTL or STL item of a transaction, paid towards the member's loan of that kind. */
export interface LoanRepayment {
  userId: number;
  kind: LoanKind;
  amountCents: number;
  transactionItemId: number;
  transactionId: number;
  /** The transaction's date: the day the money came in. */
  date: string;
  /** Where the money was received (docs/books.md). */
  money: MoneyAccount;
  /** The admin approving the item; recorded on the journal entry. */
  approvedBy: number;
}

export interface RepaymentApplied {
  loanId: number;
  paymentId: number;
  amountCents: Cents;
  principalPaidCents: Cents;
  interestPaidCents: Cents;
  /** What the loan still owes after this payment. */
  amountDueCents: Cents;
  status: 'Uncleared' | 'Cleared';
}

const ALREADY_APPLIED = 'This transaction item has already been paid towards a loan.';

/**
 * Pays one repayment towards the member's uncleared loan of that kind, inside the caller's
 * transaction (the approval of decisions §7). The loan row is locked first, so parallel repayments
 * of one loan apply one after another. Installments are paid in due order, each one's interest
 * before its principal; a payment above the amount due is refused whole (decisions §6). The
 * installments, the loan's position, the payment and the ledger entries change together (§8).
 */
export async function applyLoanRepayment(tx: Tx, repayment: LoanRepayment): Promise<RepaymentApplied> {
  const { userId, kind, amountCents, transactionItemId } = repayment;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw unprocessable('A loan repayment must be more than 0.', undefined, 'INVALID_AMOUNT');
  }
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.kind, kind), eq(loans.status, 'Uncleared')))
    .for('update');
  if (!loan) {
    const user = await requireUser(tx, userId);
    throw unprocessable(
      `${user.firstname} has no uncleared ${kindLabels[kind]} loan.`,
      undefined,
      'NO_UNCLEARED_LOAN',
    );
  }
  const [earlier] = await tx
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(eq(loanPayments.transactionItemId, transactionItemId));
  if (earlier) throw conflict(ALREADY_APPLIED, 'ALREADY_APPLIED');

  const rows = await tx
    .select()
    .from(loanInstallments)
    .where(eq(loanInstallments.loanId, loan.id))
    .orderBy(asc(loanInstallments.number));
  const installments: InstallmentState[] = rows.map((row) => ({
    number: row.number,
    dueDate: row.dueOn,
    interest: cents(row.interestCents),
    principal: cents(row.principalCents),
    interestPaid: cents(row.interestPaidCents),
    principalPaid: cents(row.principalPaidCents),
  }));
  const result = allocatePayment(installments, cents(amountCents));
  if (!result.ok) throw unprocessable(result.message, undefined, result.code);

  const idOf = new Map(rows.map((row) => [row.number, row.id]));
  for (const part of result.allocations) {
    await tx
      .update(loanInstallments)
      .set({
        interestPaidCents: sql`${loanInstallments.interestPaidCents} + ${part.interest}`,
        principalPaidCents: sql`${loanInstallments.principalPaidCents} + ${part.principal}`,
      })
      .where(eq(loanInstallments.id, idOf.get(part.number) ?? -1));
  }
  const position = positionOf(result.installments);
  await tx
    .update(loans)
    .set({
      principalOutstandingCents: sql`${loans.principalOutstandingCents} - ${result.principalPaid}`,
      interestOutstandingCents: sql`${loans.interestOutstandingCents} - ${result.interestPaid}`,
      status: position.status,
    })
    .where(eq(loans.id, loan.id));

  let paymentId: number;
  try {
    const [payment] = await tx
      .insert(loanPayments)
      .values({
        loanId: loan.id,
        transactionItemId,
        amountCents,
        principalPaidCents: result.principalPaid,
        interestPaidCents: result.interestPaid,
      })
      .returning({ id: loanPayments.id });
    if (!payment) throw new Error('The loan payment insert returned no row');
    paymentId = payment.id;
  } catch (error) {
    if (violatesUnique(error, 'loan_payments_item_unique'))
      throw conflict(ALREADY_APPLIED, 'ALREADY_APPLIED');
    throw error;
  }

  await receiveInto(tx, repayment.money, amountCents);
  await postRepayment(tx, repayment, loan.id, {
    principal: result.principalPaid,
    interest: result.interestPaid,
  });

  return {
    loanId: loan.id,
    paymentId,
    amountCents: cents(amountCents),
    principalPaidCents: result.principalPaid,
    interestPaidCents: result.interestPaid,
    amountDueCents: position.amountDue,
    status: position.status,
  };
}

/** Dr the receiving account; Cr Loans to members for the principal and Loan interest for the interest (§9). */
async function postRepayment(
  tx: Tx,
  repayment: LoanRepayment,
  loanId: number,
  parts: { principal: number; interest: number },
): Promise<void> {
  const accounts = {
    money: repayment.money.id,
    loans: await systemAccountId(tx, 'loans'),
    interest: await systemAccountId(tx, 'interest'),
  };
  await postEntry(tx, {
    key: `item:${repayment.transactionItemId}`,
    date: repayment.date,
    memo: `Loan #${loanId} repayment, transaction TRN-${repayment.transactionId}`,
    transactionId: repayment.transactionId,
    lines: repaymentReceived(accounts, { userId: repayment.userId, loanId }, parts),
    createdBy: repayment.approvedBy,
  });
}
