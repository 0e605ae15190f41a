import { fractionToBasisPoints, kesAmount, rateProblemMessages, setupSchema } from '@links/domain';
import { z } from 'zod';

/** The longest loan term an admin may set or a short-term loan may ask for: ten years. */
export const MAX_LOAN_MONTHS = 120;
const SAVINGS_TARGET_STEP_CENTS = 1000_00;

/**
 * A rate on the wire is a fraction (0.18 for 18%, spec §3), read exactly into basis points.
 * A rate of 0 is refused: the group lends at interest (decisions §6), and 0 is likelier a slip.
 */
export function rateFraction(field: string) {
  return z.unknown().transform((value, ctx): number => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    if (typeof value !== 'number') {
      ctx.addIssue({ code: 'custom', message: `${field} ${rateProblemMessages.not_a_number}` });
      return z.NEVER;
    }
    const parsed = fractionToBasisPoints(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: `${field} ${rateProblemMessages[parsed.problem]}` });
      return z.NEVER;
    }
    if (parsed.basisPoints === 0) {
      ctx.addIssue({ code: 'custom', message: `${field} must be more than 0` });
      return z.NEVER;
    }
    return parsed.basisPoints;
  });
}

/** A loan term: whole months from 1 to 120. */
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

/** spec §5: a savings target is at least 1000 and a multiple of 1000 (KES on the wire). */
const savingsTarget = kesAmount('savings_target', { min: 1000 }).superRefine((value, ctx) => {
  if (value % SAVINGS_TARGET_STEP_CENTS !== 0) {
    ctx.addIssue({ code: 'custom', message: 'savings_target must be a multiple of 1,000' });
  }
});

const SETTING_NAMES = [
  'group_name',
  'long_term_rate',
  'long_term_months',
  'short_term_rate',
  'short_term_months',
  'savings_target',
  'default_account_id',
] as const;

/**
 * The money account (a books id) that receives and pays when a call names none; null puts the
 * default back on Cash on hand (docs/books.md).
 */
const defaultAccountId = z.preprocess(
  (value) =>
    value === '' ? null : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  z
    .number({ error: 'default_account_id must be a positive whole number or null' })
    .int('default_account_id must be a positive whole number or null')
    .min(1, 'default_account_id must be a positive whole number or null')
    .max(2_147_483_647, 'default_account_id must be a positive whole number or null')
    .nullable()
    .optional(),
);

/** PATCH /settings: any of the settings; rates and the target are read into basis points and cents. */
export const settingsChangeBody = z
  .object({
    group_name: setupSchema.shape.group_name.optional(),
    long_term_rate: rateFraction('long_term_rate').optional(),
    long_term_months: termMonths('long_term_months').optional(),
    short_term_rate: rateFraction('short_term_rate').optional(),
    short_term_months: termMonths('short_term_months').optional(),
    savings_target: savingsTarget.optional(),
    default_account_id: defaultAccountId,
  })
  .refine((body) => SETTING_NAMES.some((name) => body[name] !== undefined), {
    message: `Send at least one setting to change: ${SETTING_NAMES.join(', ')}`,
  });
export type SettingsChange = z.output<typeof settingsChangeBody>;

export const settingsAnswer = z
  .object({
    group_name: z.string(),
    /** Yearly, on the reducing balance (decisions §6). */
    long_term_rate: z.number(),
    long_term_months: z.number().int(),
    /** For the whole loan, flat (decisions §6). */
    short_term_rate: z.number(),
    short_term_months: z.number().int(),
    /** KES a year (spec §9). */
    savings_target: z.number(),
    /** The books id of the default money account; null for Cash on hand. */
    default_account_id: z.number().int().nullable(),
  })
  .meta({ id: 'GroupSettings' });
export type SettingsAnswer = z.infer<typeof settingsAnswer>;
