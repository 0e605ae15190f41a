import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { amountProblemMessages, type Cents, parseKes } from './money.js';

/**
 * A KES amount on the wire (a JSON number, at most two decimals) read into cents, with the refusals
 * of decisions §1 as messages that name the field: `amount must have at most two decimals`.
 * `positive` also refuses 0.
 */
export function kesAmount(field: string, options: { positive?: boolean; min?: number } = {}) {
  return z.unknown().transform((value, ctx): Cents => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    if (typeof value !== 'number') {
      ctx.addIssue({ code: 'custom', message: `${field} ${amountProblemMessages.not_a_number}` });
      return z.NEVER;
    }
    const parsed = parseKes(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: `${field} ${amountProblemMessages[parsed.problem]}` });
      return z.NEVER;
    }
    if (options.positive && parsed.cents === 0) {
      ctx.addIssue({ code: 'custom', message: `${field} must be more than 0` });
      return z.NEVER;
    }
    if (options.min !== undefined && parsed.cents < options.min * 100) {
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be at least ${options.min.toLocaleString('en-US')}`,
      });
      return z.NEVER;
    }
    return parsed.cents;
  });
}

/** A calendar date `YYYY-MM-DD` that exists (years 1900 to 9999). */
export const isoDateSchema = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${field} is required`
          : `${field} must be a date (YYYY-MM-DD)`,
    })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isIsoDate, `${field} is not a real date`);
