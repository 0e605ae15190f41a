import { kesAmount } from '@links/domain';
import { z } from 'zod';
import { optionalKesAmount } from '../../lib/amount-schemas.js';
import { calendarDate } from '../../lib/date-schemas.js';
import { idField, idParam, optionalIdField } from '../../lib/id-schemas.js';
import { rateFraction, termMonths } from '../settings/index.js';

/** Absent, null and '' (a form field left empty) all mean "not sent" (spec §5: optional fields). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());
}

/**
 * The day a loan was issued: a real date, not after today in the group's time zone (decisions §1),
 * today being the server's clock (decisions §10).
 */
const issueDate = (field: string, today: () => string) =>
  calendarDate(field).refine((date) => date <= today(), `${field} must not be in the future`);

/** POST /addloan (spec §7): the rate and the term come from the group settings (decisions §6). */
export const longTermLoanBodyFor = (today: () => string) =>
  z.object({
    user_id: idField('user_id'),
    loan_amount: kesAmount('loan_amount', { positive: true }),
    date_issued: issueDate('date_issued', today),
    /** The money account the loan is paid out of (docs/books.md); the group's default when absent. */
    account_id: optionalIdField('account_id'),
  });
export type LongTermLoanInput = z.output<ReturnType<typeof longTermLoanBodyFor>>;

/**
 * POST /addshorttermloan (spec §7): principal and date_issued are required; the rate and term
 * default from the settings; the derived values, when sent, are checked against the server's.
 */
export const shortTermLoanBodyFor = (today: () => string) =>
  z.object({
    user_id: idField('user_id'),
    principal: kesAmount('principal', { positive: true }),
    date_issued: issueDate('date_issued', today),
    interest_rate: optional(rateFraction('interest_rate')),
    payment_period: optional(termMonths('payment_period')),
    interest_amount: optionalKesAmount('interest_amount'),
    amount_due: optionalKesAmount('amount_due'),
    installment_amount: optionalKesAmount('installment_amount'),
    due_date: optional(calendarDate('due_date')),
    status: optional(z.string({ error: 'status must be text' })),
    account_id: optionalIdField('account_id'),
  });
export type ShortTermLoanInput = z.output<ReturnType<typeof shortTermLoanBodyFor>>;

export const loanIdParams = z.object({ loanId: idParam('loanId') });
export const userIdParams = z.object({ userId: idParam('userId') });

export const longTermLoanCreated = z.object({
  loan_id: z.number().int(),
  installment_amount: z.number(),
  total_interest: z.number(),
  due_date: z.string(),
  message: z.string(),
});

export const shortTermLoanCreated = z.object({
  loan_id: z.number().int(),
  interest_amount: z.number(),
  amount_due: z.number(),
  installment_amount: z.number(),
  due_date: z.string(),
  message: z.string(),
});

/** A row of /all-loans and /all-shorttermloans (spec §3, decisions §6). */
export const loanRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_firstname: z.string(),
  user_lastname: z.string(),
  /** Principal still owed. */
  principal: z.number(),
  /** What was lent. */
  loan_amount: z.number(),
  /** Scheduled interest still unpaid. */
  interest_amount: z.number(),
  /** principal + interest_amount. */
  amount_due: z.number(),
  installment_amount: z.number(),
  /** A fraction: yearly for long-term loans, for the whole loan for short-term ones. */
  interest_rate: z.number(),
  payment_period: z.number().int(),
  date_issued: z.string(),
  due_date: z.string(),
  /** `Uncleared`/`Cleared` for long-term loans, lower case for short-term ones (spec §4). */
  status: z.enum(['Uncleared', 'Cleared', 'uncleared', 'cleared']),
});
export type LoanRow = z.infer<typeof loanRow>;

export const loanList = z.object({ loans: z.array(loanRow) });
export const memberLoanList = z.object({
  loans: z.array(loanRow.extend({ kind: z.enum(['long_term', 'short_term']) })),
});

export const loanDetail = z.object({
  loan: loanRow.extend({ kind: z.enum(['long_term', 'short_term']) }),
  schedule: z.array(
    z.object({
      number: z.number().int(),
      due_date: z.string(),
      installment: z.number(),
      interest: z.number(),
      principal: z.number(),
      interest_paid: z.number(),
      principal_paid: z.number(),
      /** Interest waived when the loan was settled early (issue 14 §6). */
      interest_waived: z.number(),
      /** Principal still owed once this installment is paid as scheduled. */
      balance_after: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      transaction_item_id: z.number().int(),
      transaction_amount: z.number(),
      principal_paid: z.number(),
      interest_paid: z.number(),
      /** What the payment paid of the member's fines first (issue 14 §5). */
      fines_paid: z.number(),
      created_at: z.string(),
    }),
  ),
});
export type LoanDetail = z.infer<typeof loanDetail>;

/** A row of the payment history (spec §3 "Loan payment"). */
export const paymentRow = z.object({
  id: z.number().int(),
  loan_id: z.number().int(),
  user_firstname: z.string(),
  user_lastname: z.string(),
  transaction_amount: z.number(),
  principal_paid: z.number(),
  interest_paid: z.number(),
  loan_details: z.object({ principal: z.number(), interest_rate: z.number() }),
  created_at: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentList = z.object({ payments: z.array(paymentRow) });

export const memberLoanTotals = z.object({
  total_amount_due: z.object({ long_term: z.number(), short_term: z.number(), combined_total: z.number() }),
});

export const totalOutstanding = z.object({ total_outstanding_loans: z.number() });
