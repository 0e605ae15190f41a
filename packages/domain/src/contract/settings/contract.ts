import { z } from 'zod';
import { MONEY_ACCOUNT_IDS } from '../ids.js';

/**
 * `GET /settings` and `PATCH /settings` (docs/decisions/loans.md, "Group settings",
 * docs/books.md, docs/decisions/payments.md, "Settings"), shared by server and web.
 */
export const settingsAnswer = z
  .object({
    group_name: z.string(),
    /** Yearly, on the reducing balance (docs/decisions/loans.md, "Long-term loans"). */
    long_term_rate: z.number(),
    long_term_months: z.number().int(),
    /** For the whole loan, flat (docs/decisions/loans.md, "Short-term loans"). */
    short_term_rate: z.number(),
    short_term_months: z.number().int(),
    /** KES a year (docs/spec/constants.md, "Savings target"). */
    savings_target: z.number(),
    /** The default money account's id; null for Cash on hand. */
    default_account_id: z.number().int().nullable().describe(MONEY_ACCOUNT_IDS),
    /** The group's paybill or till number; null until set. */
    mpesa_shortcode: z.string().nullable(),
    /** The money account's id that receives M-Pesa money; null until set. */
    mpesa_account_id: z.number().int().nullable().describe(MONEY_ACCOUNT_IDS),
    /** Whether a C2B callback token has been generated (the token itself is never shown again). */
    c2b_token_set: z.boolean(),
    /**
     * docs/decisions/lending.md, "Limit": a member may owe this many times their savings, less what they owe.
     */
    loan_multiplier: z.number(),
    /**
     * docs/decisions/lending.md, "Fines": the fine per installment per month late: none, a fixed amount or a
     * percentage.
     */
    late_fine_kind: z.enum(['none', 'fixed', 'percent']),
    /** KES, when the kind is fixed. */
    late_fine_amount: z.number(),
    /** A fraction of what is unpaid of the installment, when the kind is percent. */
    late_fine_rate: z.number(),
    /** KES a month when a member's approved savings fall short of the monthly target; 0 for none. */
    missed_contribution_fine: z.number(),
    /** KES charged for staying away from a meeting without apology; 0 for none. */
    absence_fine_amount: z.number(),
    /** The day of the next month a month's contributions are checked. */
    contribution_due_day: z.number().int(),
    /** docs/decisions/approvals.md: how many distinct officials must agree to money going out. */
    approvals_required: z.number().int(),
    /** KES: an expense at or above it needs the quorum. */
    approval_threshold: z.number(),
    /** docs/decisions/offices.md, "Group money": members see the payouts without who was paid. */
    hide_beneficiaries_from_members: z.boolean(),
    /** docs/decisions/withdrawals.md, "Notice": days between asking for a withdrawal and its payout. */
    withdrawal_notice_days: z.number().int(),
  })
  .meta({ id: 'GroupSettings' });
export type SettingsAnswer = z.infer<typeof settingsAnswer>;
