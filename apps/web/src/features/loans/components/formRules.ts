import { longTermLoanFormFor, shortTermLoanBodyFor } from '@links/domain';
import type { z } from 'zod';
import { amountOfText } from '../../../components/form/MoneyField';
import { inWords } from '../../../components/form/subjects';

/** The loan forms' words for the wire's fields, in the shared rules' English messages. */
const subjects = { principal: 'Principal', date_issued: 'Date issued' };

/** The first message of a field's rule, in the form's words, or undefined when the value is fine. */
function problem(schema: z.ZodType, field: keyof typeof subjects, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : inWords(parsed.error.issues[0]?.message ?? '', field, subjects);
}

/** The short-term principal: the server's rule (more than 0, at most two decimals). */
export function principalError(text: string): string | undefined {
  return problem(shortTermLoanBodyFor(() => '').shape.principal, 'principal', amountOfText(text));
}

/**
 * docs/spec/validation.md, "Other forms" and docs/decisions/wire.md, "Dates": the issue date is required, a
 * real `YYYY-MM-DD` date, and not after today in the group's time zone: the server's rule for `date_issued`.
 */
export function issueDateError(text: string, today: string): string | undefined {
  return problem(longTermLoanFormFor(() => today).shape.date_issued, 'date_issued', text);
}
