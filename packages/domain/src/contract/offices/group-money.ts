import { z } from 'zod';
import { pageQuery, paginationSchema } from '../lists.js';

/**
 * `GET /group/activity` (docs/decisions/offices.md, "Group money"): what the officials paid out or
 * wrote off, and the group's totals from the books, for every signed-in user.
 */
export const groupActivityKinds = [
  'loan',
  'expense',
  'transfer',
  'fine_waiver',
  'share_out',
  'withdrawal',
  'member_exit',
  'reversal',
  'fund_claim',
  'rotation_pot',
] as const;
export type GroupActivityKind = (typeof groupActivityKinds)[number];

export const groupActivityLabels: Record<GroupActivityKind, string> = {
  loan: 'Loan issued',
  expense: 'Expense',
  transfer: 'Transfer between accounts',
  fine_waiver: 'Fine waived',
  share_out: 'Share-out',
  withdrawal: 'Withdrawal of savings',
  member_exit: "Member's exit",
  reversal: 'Reversal',
  fund_claim: 'Fund claim paid',
  rotation_pot: 'Merry-go-round pot paid',
};

const person = z.object({ users_id: z.number().int(), name: z.string() });
export type GroupActivityPerson = z.infer<typeof person>;

export const groupActivityItem = z.object({
  id: z.number().int(),
  kind: z.enum(groupActivityKinds),
  /** The day the money moved (YYYY-MM-DD). */
  date: z.string(),
  /** KES. */
  amount: z.number(),
  purpose: z.string(),
  /**
   * Who was paid or forgiven (the member who withdrew or left, the member whose payment a reversal
   * took back); null for the group's own payments, or when hidden from members.
   */
  beneficiary: person.nullable(),
  /**
   * Who asked for it: the applicant of a loan application, else the official who asked the quorum or
   * recorded it; null when it was the beneficiary and the names are hidden.
   */
  asked_by: person.nullable(),
  /** The officials who approved it. */
  approved_by: z.array(person),
});
export type GroupActivityItem = z.infer<typeof groupActivityItem>;

/** The group's totals from the books (KES): no member's own savings. */
export const groupTotals = z.object({
  as_of: z.string(),
  cash: z.number(),
  bank: z.number(),
  loans_out: z.number(),
  savings: z.number(),
  surplus: z.number(),
});
export type GroupTotals = z.infer<typeof groupTotals>;

export const groupActivityAnswer = z.object({
  totals: groupTotals,
  /** Whether the beneficiaries' names were left out for this reader (the group's setting). */
  beneficiaries_hidden: z.boolean(),
  activity: z.array(groupActivityItem),
  pagination: paginationSchema,
});
export type GroupActivityAnswer = z.infer<typeof groupActivityAnswer>;

export const groupActivityQuery = pageQuery;
export type GroupActivityQuery = z.output<typeof groupActivityQuery>;
