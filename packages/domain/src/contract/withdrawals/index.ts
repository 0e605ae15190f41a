import { z } from 'zod';
import { idParam, optionalId, wholeId } from '../ids.js';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { kesAmount } from '../money-schema.js';
import { payByMpesaField } from '../payouts/contract.js';
import { requiredText } from '../request-fields.js';
import { amounts, dates, memberRef, nullableId, wireId } from '../wire.js';

/**
 * Withdrawals of savings (docs/decisions/withdrawals.md): the request a member (or an official for
 * them) sends, the withdrawal as the lists show it, the member's free savings, and the list's query.
 */

export const WITHDRAWAL_STATUSES = ['Requested', 'Paid', 'Rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal's reason (and a rejection's), 1 to 200 characters. */
export const WITHDRAWAL_REASON_MAX = 200;

/** POST /withdrawals: whose savings, how much (KES, at least one cent), from which money account, why. */
export const createWithdrawalBody = z.object({
  user_id: wholeId('user_id'),
  /** At least one cent: the server refuses less with the free savings (docs/decisions/withdrawals.md). */
  amount: kesAmount('amount'),
  /** A money account of the books (Cash on hand or a bank's); left out, the group's default. */
  account_id: optionalId('account_id'),
  ...payByMpesaField,
  reason: requiredText('reason', WITHDRAWAL_REASON_MAX),
});
export type CreateWithdrawalInput = z.output<typeof createWithdrawalBody>;

/** POST /withdrawals/{withdrawalId}/rejection: why it is refused, told to the member. */
export const rejectWithdrawalBody = z.object({ reason: requiredText('reason', WITHDRAWAL_REASON_MAX) });

export const withdrawalIdParams = z.object({ withdrawalId: idParam('withdrawalId') });
export const withdrawalMemberParams = z.object({ userId: idParam('userId') });

export const withdrawalView = z
  .object({
    withdrawal_id: wireId,
    ...memberRef,
    ...amounts('amount'),
    account_id: wireId,
    account_name: z.string(),
    reason: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    ...dates('requested_on', 'payable_on'),
    paid_on: z.string().nullable(),
    requested_by: nullableId,
    decided_by: nullableId,
    rejection_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Withdrawal' });
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** The answer of a call that recorded or paid a withdrawal. */
export const withdrawalAnswer = withdrawalView.extend({ message: z.string() });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswer>;

/** GET /withdrawals/allowance/{userId}: the member's free savings and how they are worked out. */
export const withdrawalAllowance = z
  .object({
    user_id: wireId,
    ...amounts('savings', 'pledges_held', 'loans_require', 'requested', 'free'),
    /** The loan multiplier the loans' requirement is divided by. */
    loan_multiplier: z.number(),
    notice_days: z.number().int(),
    /** The day a withdrawal asked for today may be paid. */
    payable_on: z.string(),
  })
  .meta({ id: 'WithdrawalAllowance' });
export type WithdrawalAllowance = z.infer<typeof withdrawalAllowance>;

export const WITHDRAWAL_SORTS = ['created_at', 'amount'] as const;

/**
 * GET /withdrawals: newest first unless sorted; `status` one status; `user_id` one member's (a member
 * sees only their own); `q` finds a member; `format=csv` downloads them.
 */
export const withdrawalListQuery = listQuery(WITHDRAWAL_SORTS, '-created_at', {
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'status must be Requested, Paid or Rejected' }).optional(),
  ...userIdFilter,
});
export type WithdrawalListQuery = z.output<typeof withdrawalListQuery>;

export const withdrawalsPage = z.object({
  withdrawals: z.array(withdrawalView),
  pagination: paginationSchema,
});
