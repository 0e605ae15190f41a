import { z } from 'zod';
import { optionalMoneyAccountId, wholeId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { payByMpesaField } from '../payouts/contract.js';
import {
  calendarDate,
  optionalKesAmount,
  pastOrTodayDate,
  termMonths,
  thousandsAmount,
} from '../request-fields.js';
import { rateFraction } from './rate-schema.js';

/**
 * Absent, null and '' (a form field left empty) all mean "not sent" (docs/spec/validation.md, "Other forms":
 * optional fields).
 */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());
}

/**
 * POST /addloan (docs/spec/calls.md, "The calls"): the rate and the term come from the group settings
 * (docs/decisions/loans.md, "Group settings").
 * `today` is the server's clock's (docs/decisions/clock.md, "Time and background work"), or the browser's
 * date in Nairobi on a form.
 */
export const longTermLoanBodyFor = (today: () => string) =>
  z.object({
    user_id: wholeId('user_id'),
    loan_amount: kesAmount('loan_amount', { positive: true }),
    date_issued: pastOrTodayDate('date_issued', today),
    /** The money account the loan is paid out of (docs/books.md); the group's default when absent. */
    account_id: optionalMoneyAccountId('account_id'),
    ...payByMpesaField,
  });
export type LongTermLoanInput = z.output<ReturnType<typeof longTermLoanBodyFor>>;

/**
 * The Add loan form asks more than the server: the spec's min 1000 and step 1000
 * (docs/spec/validation.md, "Other forms").
 */
export const longTermLoanFormFor = (today: () => string) =>
  longTermLoanBodyFor(today).extend({ loan_amount: thousandsAmount('loan_amount') });

/**
 * POST /addshorttermloan (docs/spec/calls.md, "The calls"): principal and date_issued are required; the rate
 * and term default from the settings; the derived values, when sent, are checked against the server's.
 */
export const shortTermLoanBodyFor = (today: () => string) =>
  z.object({
    user_id: wholeId('user_id'),
    principal: kesAmount('principal', { positive: true }),
    date_issued: pastOrTodayDate('date_issued', today),
    interest_rate: optional(rateFraction('interest_rate')),
    payment_period: optional(termMonths('payment_period')),
    interest_amount: optionalKesAmount('interest_amount'),
    amount_due: optionalKesAmount('amount_due'),
    installment_amount: optionalKesAmount('installment_amount'),
    due_date: optional(calendarDate('due_date')),
    status: optional(z.string({ error: 'status must be text' })),
    account_id: optionalMoneyAccountId('account_id'),
    ...payByMpesaField,
  });
export type ShortTermLoanInput = z.output<ReturnType<typeof shortTermLoanBodyFor>>;
