import { z } from 'zod';
import { optionalId } from '../ids.js';
import { payByMpesaField } from '../payouts/contract.js';
import { calendarDate, pastOrTodayDate, requiredText } from '../request-fields.js';
import { amounts, memberRef, wireId } from '../wire.js';

/**
 * A member's exit and reactivation (docs/decisions/member-exits.md): the preview, the exit's request
 * and the answers, shared by server and web.
 */

export const memberStatuses = ['active', 'inactive'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
/** The member list's `status` filter: `active` unless asked otherwise. */
export const memberStatusFilters = [...memberStatuses, 'all'] as const;

export const EXIT_REASON_MAX = 500;

/** What stands in the way of an exit: a loan of another member they guarantee. */
export const GUARANTEES_OUTSTANDING =
  'This member guarantees loans still owed; the loans must be cleared or their pledges released first';
export const ALREADY_INACTIVE = 'This member has already left the group';
export const NOT_INACTIVE = 'This member is active';

/** GET /members/{userId}/exit?date: the day the preview is for (today unless sent). */
export const exitPreviewQuery = z.object({ date: calendarDate('date').optional() });

/** POST /members/{userId}/exit: the exit's day (not in the future), where the refund is paid from (or
 * by M-Pesa), and why. */
export const exitBodyFor = (today: () => string) =>
  z
    .object({
      date: pastOrTodayDate('date', today),
      /** Where the refund is paid from; left out only when it is paid by M-Pesa. */
      account_id: optionalId('account_id'),
      ...payByMpesaField,
      reason: requiredText('reason', EXIT_REASON_MAX),
    })
    .superRefine((body, ctx) => {
      if (body.account_id === undefined && body.pay_by_mpesa !== true)
        ctx.addIssue({ code: 'custom', path: ['account_id'], message: 'account_id is required' });
    });
export type ExitBody = z.input<ReturnType<typeof exitBodyFor>>;

const guarantorPart = z.object({ ...memberRef, amount: z.number() });

/** One of the leaving member's loans, as the exit settles it. */
export const exitLoan = z.object({
  loan_id: wireId,
  kind: z.enum(['long_term', 'short_term']),
  ...amounts('principal', 'interest', 'fines', 'total', 'from_savings', 'written_off', 'waived'),
  from_guarantors: z.array(guarantorPart),
});

/** A pledge the leaving member holds for another member's loan: it stands in the way of the exit. */
export const heldPledge = z.object({ ...memberRef, loan_id: wireId.nullable(), amount: z.number() });

/** A pledge another member holds for the leaving member: it pays a shortfall, in proportion. */
export const pledgeForMember = z.object({ ...memberRef, ...amounts('pledge', 'pays') });

/**
 * The fines of no loan that no uncleared loan carries (docs/decisions/member-exits.md, "Fines of no
 * loan"): paid from the savings first, the rest waived.
 */
export const exitLooseFines = z.object(amounts('owed', 'paid', 'waived'));

export const exitPreviewAnswer = z.object({
  ...memberRef,
  status: z.enum(memberStatuses),
  exited_on: z.string().nullable(),
  date: z.string(),
  ...amounts('savings', 'owed', 'refund', 'shortfall', 'from_guarantors', 'written_off'),
  loans: z.array(exitLoan),
  loose_fines: exitLooseFines,
  pledges_held: z.array(heldPledge),
  pledges_for_member: z.array(pledgeForMember),
  /** False while the member guarantees another's loan (pledges_held) or has left already. */
  can_exit: z.boolean(),
});
export type ExitPreview = z.infer<typeof exitPreviewAnswer>;

export const exitAnswer = z.object({
  user_id: wireId,
  status: z.enum(memberStatuses),
  exited_on: z.string(),
  ...amounts('refund', 'from_savings', 'from_guarantors', 'written_off'),
  message: z.string(),
});

export const reactivateAnswer = z.object({
  user_id: wireId,
  status: z.enum(memberStatuses),
  message: z.string(),
});
