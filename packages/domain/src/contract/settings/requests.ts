import { z } from 'zod';
import { MAX_APPROVALS, MIN_APPROVALS } from '../approvals/contract.js';
import { setupSchema } from '../auth.js';
import { MONEY_ACCOUNT_IDS } from '../ids.js';
import { rateFraction } from '../loans/rate-schema.js';
import { kesAmount } from '../money-schema.js';
import { termMonths, thousandsAmount, wholeNumberIn } from '../request-fields.js';

/**
 * `PATCH /settings` (docs/decisions/loans.md, "Group settings", docs/decisions/payments.md, "Settings",
 * docs/decisions/lending.md): the request body the server reads and the Settings form checks its fields with,
 * so both refuse a value in the same words.
 */

/**
 * docs/spec/validation.md, "Create-user wizard": a savings target is at least 1000 and a multiple of 1000
 * (KES on the wire).
 */
const savingsTarget = thousandsAmount('savings_target');

/**
 * docs/decisions/lending.md, "Limit": the loan multiplier, more than 0 and at most 20, in hundredths (2.5 →
 * 250).
 */
const loanMultiplier = z.unknown().transform((value, ctx): number => {
  const hundredths = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value * 100 - hundredths) > 1e-9) {
    ctx.addIssue({ code: 'custom', message: 'loan_multiplier must be a number with at most two decimals' });
    return z.NEVER;
  }
  if (hundredths < 1 || hundredths > 2000) {
    ctx.addIssue({ code: 'custom', message: 'loan_multiplier must be more than 0 and at most 20' });
    return z.NEVER;
  }
  return hundredths;
});

const contributionDueDay = wholeNumberIn(
  1,
  28,
  'contribution_due_day must be a day of the month from 1 to 28',
);

/** docs/decisions/withdrawals.md, "Notice": 0 (paid at once) to a year. */
export const MAX_WITHDRAWAL_NOTICE_DAYS = 365;
const withdrawalNoticeDays = wholeNumberIn(
  0,
  MAX_WITHDRAWAL_NOTICE_DAYS,
  `withdrawal_notice_days must be a whole number of days from 0 to ${MAX_WITHDRAWAL_NOTICE_DAYS}`,
);

const approvalsRequired = wholeNumberIn(
  MIN_APPROVALS,
  MAX_APPROVALS,
  `approvals_required must be a whole number from ${MIN_APPROVALS} to ${MAX_APPROVALS}`,
);

/** The settings of the Settings screen's form: the group's name, loan terms, target and money account. */
export const FORM_SETTING_NAMES = [
  'group_name',
  'long_term_rate',
  'long_term_months',
  'short_term_rate',
  'short_term_months',
  'savings_target',
  'default_account_id',
] as const;

const SETTING_NAMES = [
  ...FORM_SETTING_NAMES,
  'mpesa_shortcode',
  'mpesa_account_id',
  'loan_multiplier',
  'late_fine_kind',
  'late_fine_amount',
  'late_fine_rate',
  'missed_contribution_fine',
  'absence_fine_amount',
  'contribution_due_day',
  'approvals_required',
  'approval_threshold',
  'hide_beneficiaries_from_members',
  'withdrawal_notice_days',
] as const;

/**
 * The money account that receives and pays when a call names none; null puts the default back on
 * Cash on hand (docs/books.md; docs/decisions/money-accounts.md, "One id for each place money sits").
 */
const nullableAccountId = (field: string) =>
  z
    .preprocess(
      (value) =>
        value === '' ? null : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
      z
        .number({ error: `${field} must be a positive whole number or null` })
        .int(`${field} must be a positive whole number or null`)
        .min(1, `${field} must be a positive whole number or null`)
        .max(2_147_483_647, `${field} must be a positive whole number or null`)
        .nullable()
        .optional(),
    )
    .describe(MONEY_ACCOUNT_IDS);
const defaultAccountId = nullableAccountId('default_account_id');

/**
 * The paybill or till number (docs/decisions/payments.md, "Settings"): 5 to 10 digits; null or '' clears it.
 */
const mpesaShortcode = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'mpesa_shortcode must be the paybill or till number: 5 to 10 digits' })
    .trim()
    .regex(/^\d{5,10}$/, 'mpesa_shortcode must be the paybill or till number: 5 to 10 digits')
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
    mpesa_shortcode: mpesaShortcode,
    /**
     * The bank account of the books that receives M-Pesa money (docs/decisions/payments.md, "Settings"); null
     * unsets it.
     */
    mpesa_account_id: nullableAccountId('mpesa_account_id'),
    loan_multiplier: loanMultiplier.optional(),
    late_fine_kind: z
      .enum(['none', 'fixed', 'percent'], { error: 'late_fine_kind must be none, fixed or percent' })
      .optional(),
    late_fine_amount: kesAmount('late_fine_amount').optional(),
    late_fine_rate: rateFraction('late_fine_rate', { allowZero: true }).optional(),
    missed_contribution_fine: kesAmount('missed_contribution_fine').optional(),
    /** docs/decisions/meetings.md, "Attendance fines": staying away from a meeting without apology. */
    absence_fine_amount: kesAmount('absence_fine_amount').optional(),
    contribution_due_day: contributionDueDay.optional(),
    /** docs/decisions/approvals.md: changing either is itself a request needing the quorum. */
    approvals_required: approvalsRequired.optional(),
    approval_threshold: kesAmount('approval_threshold').optional(),
    hide_beneficiaries_from_members: z
      .boolean({ error: 'hide_beneficiaries_from_members must be true or false' })
      .optional(),
    withdrawal_notice_days: withdrawalNoticeDays.optional(),
  })
  .refine((body) => SETTING_NAMES.some((name) => body[name] !== undefined), {
    message: `Send at least one setting to change: ${SETTING_NAMES.join(', ')}`,
  });
export type SettingsChangeBody = z.output<typeof settingsChangeBody>;
