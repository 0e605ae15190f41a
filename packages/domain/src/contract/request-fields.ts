import { z } from 'zod';
import { isIsoDate } from '../engine/dates.js';
import { kesAmount } from './money-schema.js';

/**
 * The fields and limits that request schemas share, so that the server's body and the web's form
 * read a value the same way and say the same sentence. A message names its field (`amount_saved is
 * required`); a form shows it under its own label (`Amount is required`).
 */

/**
 * docs/spec/constants.md, "Savings target" and docs/decisions/members.md, "Savings accounts": the default
 * yearly savings target, in KES.
 */
export const DEFAULT_SAVINGS_TARGET_KES = 30_000;
/**
 * docs/spec/validation.md, "Create-user wizard": savings targets, wizard loan principals and amounts are
 * whole thousands.
 */
export const THOUSANDS_STEP_KES = 1000;
/** The longest loan term an admin may set or a short-term loan may ask for: ten years. */
export const MAX_LOAN_MONTHS = 120;

/**
 * A field the client may leave out: absent, null or '' (a skipped form step) is `undefined`;
 * anything else is read by `schema`, so a bad value is still refused naming the field.
 */
export function leftOutOr<Output>(schema: z.ZodType<Output>) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Output | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/** An amount the client may leave out (absent, null or ''); anything else is read by `kesAmount`. */
export function optionalKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  return leftOutOr(kesAmount(field, options));
}

/**
 * docs/spec/validation.md, "Other forms": at least 1,000 KES, in steps of 1,000 (the form's min and step).
 */
export function thousandsAmount(field: string) {
  return kesAmount(field, { min: THOUSANDS_STEP_KES }).superRefine((value, ctx) => {
    if (value % (THOUSANDS_STEP_KES * 100) !== 0) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a multiple of 1,000` });
    }
  });
}

/**
 * A yearly savings target the client may leave out: then the group's setting applies
 * (docs/decisions/members.md, "Savings accounts").
 */
export const optionalYearlyTarget = (field: string) => leftOutOr(thousandsAmount(field));

/** A loan term: whole months from 1 to MAX_LOAN_MONTHS. */
export function termMonths(field: string) {
  return z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_LOAN_MONTHS) {
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be a whole number of months from 1 to ${MAX_LOAN_MONTHS}`,
      });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * The day something happened: a real `YYYY-MM-DD`, not after `today()` in the group's time zone
 * (docs/decisions/wire.md, "Dates"). `today` is read when the value is, so a long-lived schema never goes
 * stale.
 */
export function pastOrTodayDate(field: string, today: () => string) {
  return calendarDate(field).refine((date) => date <= today(), `${field} must not be in the future`);
}

/**
 * A calendar date `YYYY-MM-DD` that exists (docs/decisions/wire.md, "Dates"); absent, null and '' mean
 * "not sent".
 */
export function calendarDate(field: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? `${field} is required` : `${field} must be a date (YYYY-MM-DD)`,
      })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date (YYYY-MM-DD)`, abort: true })
      .refine(isIsoDate, { message: `${field} is not a real date`, abort: true }),
  );
}

/** A whole number from `min` to `max`, refused in one sentence whatever is wrong with it. */
export const wholeNumberIn = (min: number, max: number, refusal: string) =>
  z.number({ error: refusal }).int(refusal).min(min, refusal).max(max, refusal);

/**
 * Free text, trimmed, required, with a length the refusal names (docs/decisions/banking.md, "Bank accounts").
 */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Text the client may leave out: absent, null or blank is `null`; anything else is read by `text`. */
export const blankAsNull = (text: z.ZodString) => text.nullish().transform((value) => (value ? value : null));

/** Free text the client may leave out (absent, null or blank is `null`), trimmed, at most `max`. */
export const optionalText = (field: string, max: number) =>
  blankAsNull(
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`),
  );

/**
 * An amount the client may leave out entirely. `null` is refused rather than read as 0: an
 * explicit null is a client mistake, and money must never appear from one.
 */
export function absentOrKesAmount(field: string, options: Parameters<typeof kesAmount>[1] = {}) {
  const amount = kesAmount(field, options);
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a number, or left out` });
        return z.NEVER;
      }
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/** A date a query may leave out. */
export const optionalDate = (field: string) => calendarDate(field).optional();

/** A query's optional `as_of` day; a route takes today without it. */
export const asOfQuery = z.object({ as_of: optionalDate('as_of') });

/** A query's `from`..`to` period: `from` after `to` is a 422 naming `from`. */
export function periodQuery() {
  return z
    .object({ from: optionalDate('from'), to: optionalDate('to') })
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    });
}
