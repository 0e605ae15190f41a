import { isIsoDate, parseKes } from '@links/domain';
import { amountFieldError } from '../../../lib/money';

/** spec §5: loan amounts have min 1000 and step 1000 (KES). */
export const LOAN_AMOUNT_STEP_CENTS = 1000_00;

/** The message for a long-term loan amount, or undefined when it is fine. */
export function loanAmountError(text: string): string | undefined {
  const problem = amountFieldError('Amount', text, { required: true });
  if (problem) return problem;
  const parsed = parseKes(text);
  if (!parsed.ok) return 'Amount must be a number';
  if (parsed.cents < LOAN_AMOUNT_STEP_CENTS) return 'Amount must be at least 1,000';
  if (parsed.cents % LOAN_AMOUNT_STEP_CENTS !== 0) return 'Amount must be a multiple of 1,000';
  return undefined;
}

/**
 * spec §5 and decisions §1: the issue date is required, a real `YYYY-MM-DD` date, and not after
 * today in the group's time zone.
 */
export function issueDateError(text: string, today: string): string | undefined {
  if (text === '') return 'Date issued is required';
  if (!isIsoDate(text)) return 'Date issued is not a real date';
  if (text > today) return 'Date issued must not be in the future';
  return undefined;
}

export const USER_REQUIRED = 'User is required';
