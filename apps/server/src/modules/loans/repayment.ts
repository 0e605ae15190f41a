import {
  allocatePayment,
  amountStillDue,
  type Cents,
  cents,
  type InstallmentState,
  payFinesFirst,
  paymentExceedsMessage,
  payoffOf,
  positionOf,
  repaymentReceived,
  settleEarly,
} from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { loanPayments, loans } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { keepArrivalDate, type MoneyAccount, systemAccountId } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { requireUser } from '../directory/directory.service.js';
import { finesForRepayment, finesOwedBy, recordFinePayments } from '../fines/fines.service.js';
import { installmentRows, recordInstallmentChanges, toInstallmentState } from './installment-states.js';
import { kindLabels, type LoanKind } from './loan-kinds.js';

type Loan = typeof loans.$inferSelect;

/** One approved LTL or STL item of a transaction, paid towards the member's loan of that kind. */
export interface LoanRepayment {
  userId: number;
  kind: LoanKind;
  amountCents: number;
  transactionItemId: number;
  transactionId: number;
  /** The transaction's date: the day the money came in. */
  date: string;
  /**
   * The day the entry is dated: `date`, or the first open day for money that arrived in a closed period
   * (docs/decisions/money-accounts.md, "Money that arrived in a closed period").
   */
  postedOn?: string;
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
  finesPaidCents: Cents;
  /** What the loan still owes after this payment. */
  amountDueCents: Cents;
  status: 'Uncleared' | 'Cleared';
  /**
   * Whether the payment was the loan's payoff and settled it early
   * (docs/decisions/lending.md, "Early settlement").
   */
  settled: boolean;
}

/**
 * The loan whose payoff and repayments carry the member's fines that belong to no loan: their
 * uncleared long-term loan, else their uncleared short-term loan (docs/decisions/money-findings.md,
 * "Fines of no loan belong to one payoff"). Counted in one loan only, both payoffs can be paid at once.
 */
export async function looseFinesLoanId(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.status, 'Uncleared')))
    .orderBy(sql`case when ${loans.kind} = 'long_term' then 0 else 1 end`, asc(loans.id))
    .limit(1);
  return row?.id;
}

/**
 * What a repayment of the member's uncleared loan of a kind may be at most: the fines it pays first
 * and the installments still due, as at approval (docs/decisions/loans.md, "Long-term loans"); undefined
 * without such a loan.
 */
export async function repaymentCeiling(
  db: DbOrTx,
  userId: number,
  kind: LoanKind,
): Promise<Cents | undefined> {
  const [loan] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.kind, kind), eq(loans.status, 'Uncleared')));
  if (!loan) return undefined;
  const carriesLooseFines = (await looseFinesLoanId(db, userId)) === loan.id;
  const fines = await finesOwedBy(db, userId, { id: loan.id, carriesLooseFines });
  const rows = await installmentRows(db, loan.id);
  return cents(fines + amountStillDue(rows.map(toInstallmentState)));
}

const ALREADY_APPLIED = 'This transaction item has already been paid towards a loan.';

/**
 * How a repayment is split: fines first, then interest, then principal (docs/decisions/lending.md, "Fines").
 */
interface Split {
  finesPaid: { id: number; amount: Cents }[];
  fines: Cents;
  interest: Cents;
  principal: Cents;
  installments: InstallmentState[];
  settled: boolean;
}

/**
 * Splits a repayment: a payment of exactly the loan's payoff on the payment's date clears it and
 * waives the interest not yet accrued (docs/decisions/lending.md, "Early settlement"); any other pays fines,
 * then installments in due order, each one's interest before its principal
 * (docs/decisions/loans.md, "Repayments"). More than is owed is refused.
 */
function splitRepayment(
  loan: Loan,
  installments: InstallmentState[],
  owedFines: { id: number; owed: Cents }[],
  amount: Cents,
  date: string,
): Split {
  const finesOwed = cents(owedFines.reduce((sum, fine) => sum + fine.owed, 0));
  const owed = finesOwed + amountStillDue(installments);
  if (amount > owed) {
    throw unprocessable(paymentExceedsMessage(amount, cents(owed)), undefined, 'PAYMENT_EXCEEDS_AMOUNT_DUE');
  }
  const fines = payFinesFirst(owedFines, amount);
  if (date >= loan.issuedOn) {
    const terms = { kind: loan.kind, rateBp: loan.rateBp, issuedOn: loan.issuedOn, date, fines: finesOwed };
    const payoff = payoffOf(installments, terms);
    if (amount === payoff.total && payoff.total < owed) {
      const settlement = settleEarly(installments, payoff.interest);
      return {
        finesPaid: fines.paid,
        fines: fines.finesPaid,
        interest: settlement.interestPaid,
        principal: settlement.principalPaid,
        installments: settlement.installments,
        settled: true,
      };
    }
  }
  const result = allocatePayment(installments, fines.left);
  if (!result.ok) throw unprocessable(result.message, undefined, result.code);
  return {
    finesPaid: fines.paid,
    fines: fines.finesPaid,
    interest: result.interestPaid,
    principal: result.principalPaid,
    installments: result.installments,
    settled: false,
  };
}

/**
 * Pays one repayment towards the member's uncleared loan of that kind, inside the caller's
 * transaction (the approval of docs/decisions/transactions.md, "Approving"). The loan row is locked first, so
 * parallel repayments of one loan apply one after another. Fines are paid first, then the installments
 * (docs/decisions/lending.md, "Fines"); the installments, the fines, the loan's position, the payment and the
 * journal entry change together (docs/decisions/books.md, "Records that must add up").
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

  const rows = await installmentRows(tx, loan.id);
  const carriesLooseFines = (await looseFinesLoanId(tx, userId)) === loan.id;
  const owedFines = await finesForRepayment(tx, userId, { id: loan.id, carriesLooseFines });
  const split = splitRepayment(
    loan,
    rows.map(toInstallmentState),
    owedFines,
    cents(amountCents),
    repayment.date,
  );
  await recordInstallmentChanges(tx, rows, split.installments);
  await recordFinePayments(tx, split.finesPaid);
  const position = positionOf(split.installments);
  await tx.update(loans).set({ status: position.status }).where(eq(loans.id, loan.id));

  let paymentId: number;
  try {
    const [payment] = await tx
      .insert(loanPayments)
      .values({
        loanId: loan.id,
        transactionItemId,
        amountCents,
        principalPaidCents: split.principal,
        interestPaidCents: split.interest,
        finesPaidCents: split.fines,
      })
      .returning({ id: loanPayments.id });
    if (!payment) throw new Error('The loan payment insert returned no row');
    paymentId = payment.id;
  } catch (error) {
    if (violatesUnique(error, 'loan_payments_item_unique'))
      throw conflict(ALREADY_APPLIED, 'ALREADY_APPLIED');
    throw error;
  }

  await postRepayment(tx, repayment, loan.id, split);

  return {
    loanId: loan.id,
    paymentId,
    amountCents: cents(amountCents),
    principalPaidCents: split.principal,
    interestPaidCents: split.interest,
    finesPaidCents: split.fines,
    amountDueCents: position.amountDue,
    status: position.status,
    settled: split.settled,
  };
}

/**
 * Dr the receiving account; Cr Loans to members (principal), Loan interest and Fines
 * (docs/decisions/books.md, "Double entry", docs/decisions/lending.md, "Fines").
 */
async function postRepayment(
  tx: Tx,
  repayment: LoanRepayment,
  loanId: number,
  parts: { principal: number; interest: number; fines: number },
): Promise<void> {
  const accounts = {
    money: repayment.money.id,
    loans: await systemAccountId(tx, 'loans'),
    interest: await systemAccountId(tx, 'interest'),
    fines: await systemAccountId(tx, 'fines'),
  };
  await postEntry(tx, {
    kind: 'item',
    ref: repayment.transactionItemId,
    date: repayment.postedOn ?? repayment.date,
    memo: keepArrivalDate(
      `Loan #${loanId} repayment, transaction TRN-${repayment.transactionId}`,
      repayment.date,
      repayment.postedOn,
    ),
    transactionId: repayment.transactionId,
    lines: repaymentReceived(accounts, { userId: repayment.userId, loanId }, parts),
    createdBy: repayment.approvedBy,
  });
}
