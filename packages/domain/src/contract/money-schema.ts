import { z } from 'zod';
import { isIsoDate } from '../engine/dates.js';
import { amountProblemMessages, type Cents, parseKes } from '../engine/money.js';

/** Refuses the value with `message` (which names the field): the transform's answer is then `z.NEVER`. */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * A number the client must send: absent, null or '' is refused as `${field} is required`, anything
 * else but a number as `${field} ${notANumber}`; a refused value is `undefined`.
 */
export function requiredNumber(
  value: unknown,
  ctx: z.RefinementCtx,
  field: string,
  notANumber: string,
): number | undefined {
  if (typeof value === 'number') return value;
  const missing = value === undefined || value === null || value === '';
  ctx.addIssue({ code: 'custom', message: `${field} ${missing ? 'is required' : notANumber}` });
  return undefined;
}

/**
 * A KES amount on the wire (a JSON number, at most two decimals) read into cents, with the refusals
 * of docs/decisions/wire.md, "Error answers" as messages that name the field: `amount must have at most two
 * decimals`.
 * `positive` also refuses 0.
 */
export function kesAmount(
  field: string,
  options: { positive?: boolean; min?: number } = {},
): z.ZodType<Cents, number> {
  // Any value is read (so a wrong one is refused naming the field), but what a client may send is
  // a number: the input type says so (docs/decisions/contract.md, "Request types").
  return z.unknown().transform((value, ctx): Cents => {
    const amount = requiredNumber(value, ctx, field, amountProblemMessages.not_a_number);
    if (amount === undefined) return z.NEVER;
    const parsed = parseKes(amount);
    if (!parsed.ok) return refuse(ctx, `${field} ${amountProblemMessages[parsed.problem]}`);
    if (options.positive && parsed.cents === 0) return refuse(ctx, `${field} must be more than 0`);
    if (options.min !== undefined && parsed.cents < options.min * 100) {
      return refuse(ctx, `${field} must be at least ${options.min.toLocaleString('en-US')}`);
    }
    return parsed.cents;
  }) as unknown as z.ZodType<Cents, number>;
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
