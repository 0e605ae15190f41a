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
