import { z } from 'zod';
import { amounts, dates, ownerName, ownerRef, wireId } from '../wire.js';
import { loanKind } from './applications.js';

/**
 * The wire shapes of the loan endpoints (docs/spec/entities.md, "Long-term loan";
 * docs/spec/calls.md, "The calls", docs/decisions/loans.md), shared by server and web; amounts in KES.
 */

/** `POST /addloan` (201). */
export const longTermLoanCreated = z.object({
  loan_id: wireId,
  ...amounts('installment_amount', 'total_interest'),
  due_date: z.string(),
  message: z.string(),
});
export type LongTermLoanCreated = z.infer<typeof longTermLoanCreated>;

/** `POST /addshorttermloan` (201). */
export const shortTermLoanCreated = z.object({
  loan_id: wireId,
  ...amounts('interest_amount', 'amount_due', 'installment_amount'),
  due_date: z.string(),
  message: z.string(),
});
export type ShortTermLoanCreated = z.infer<typeof shortTermLoanCreated>;

/**
 * A row of /all-loans and /all-shorttermloans (docs/spec/entities.md, "Long-term loan",
 * docs/decisions/loans.md).
 */
export const loanRow = z.object({
  id: wireId,
  ...ownerRef,
  /** Principal still owed. */
  principal: z.number(),
  /** What was lent. */
  loan_amount: z.number(),
  /** Scheduled interest still unpaid. */
  interest_amount: z.number(),
  /** principal + interest_amount; the monthly installment. */
  ...amounts('amount_due', 'installment_amount'),
  /** A fraction: yearly for long-term loans, for the whole loan for short-term ones. */
  interest_rate: z.number(),
  /** The term in months. */
  payment_period: z.number().int(),
  ...dates('date_issued', 'due_date'),
  /**
   * `Uncleared`/`Cleared` for long-term loans, lower case for short-term ones
   * (docs/spec/states.md, "Loan status").
   */
  status: z.enum(['Uncleared', 'Cleared', 'uncleared', 'cleared']),
});
export type LoanRow = z.infer<typeof loanRow>;

/** A loan with its kind: `GET /loans/user/{userId}` and the loan of `GET /loans/{loanId}`. */
export const memberLoanRow = loanRow.extend({ kind: loanKind });
export type MemberLoanRow = z.infer<typeof memberLoanRow>;
export const memberLoanList = z.object({ loans: z.array(memberLoanRow) });

/** One installment of the schedule, with what was paid towards it so far. */
export const loanInstallment = z.object({
  number: z.number().int(),
  due_date: z.string(),
  ...amounts('installment', 'interest', 'principal', 'interest_paid', 'principal_paid'),
  /** Interest waived when the loan was settled early (docs/decisions/lending.md, "Early settlement"). */
  interest_waived: z.number(),
  /** Principal still owed once this installment is paid as scheduled. */
  balance_after: z.number(),
});
export type LoanInstallment = z.infer<typeof loanInstallment>;

/**
 * An approved repayment of one loan, interest first (docs/decisions/loans.md, "One loan of each kind");
 * `fines_paid` is what the payment paid of the member's fines first (docs/decisions/lending.md, "Fines").
 */
export const loanRepayment = z.object({
  id: wireId,
  transaction_item_id: wireId,
  ...amounts('transaction_amount', 'principal_paid', 'interest_paid', 'fines_paid'),
  created_at: z.string(),
});
export type LoanRepayment = z.infer<typeof loanRepayment>;

/** `GET /loans/{loanId}`. */
export const loanDetail = z.object({
  loan: memberLoanRow,
  schedule: z.array(loanInstallment),
  payments: z.array(loanRepayment),
});
export type LoanDetail = z.infer<typeof loanDetail>;

/**
 * A row of the payment history (docs/spec/entities.md, "Loan payment" "Loan payment"): `principal` is what
 * was lent; `fines_paid` what the repayment paid of the member's fines first
 * (docs/decisions/money-findings.md, "Fines paid in the payment lists").
 */
export const loanPaymentRow = z.object({
  id: wireId,
  loan_id: wireId,
  ...ownerName,
  ...amounts('transaction_amount', 'principal_paid', 'interest_paid', 'fines_paid'),
  loan_details: z.object({ principal: z.number(), interest_rate: z.number() }),
  created_at: z.string(),
});
export type LoanPaymentRow = z.infer<typeof loanPaymentRow>;

/** `GET /loans/total/{userId}`: what a member owes on their uncleared loans. */
export const memberLoanTotals = z.object({
  total_amount_due: z.object(amounts('long_term', 'short_term', 'combined_total')),
});
export type MemberLoanTotals = z.infer<typeof memberLoanTotals>['total_amount_due'];

/** `GET /totaloutstandingloans`. */
export const totalOutstanding = z.object({ total_outstanding_loans: z.number() });
