import { z } from 'zod';
import { idParam, wholeId } from '../ids.js';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { mobileToAsk } from '../members/phone.js';
import { optionalText } from '../request-fields.js';
import { amounts, memberRef, nullableId, wireId } from '../wire.js';

/**
 * Payouts (docs/decisions/payouts.md): money the group owes a member once a payout's approvals are
 * complete (a loan issued, a withdrawal, an exit refund, a share-out in cash), sent by M-Pesa (B2C) or
 * paid by hand.
 */

/**
 * - `Pending`: owed, not yet sent (or sent and refused by Daraja before it went anywhere).
 * - `Sent`: a payment request is with Safaricom; its result (or the status query) decides.
 * - `Completed`: the money left: the payout's journal entry is posted.
 * - `Failed`: Safaricom said the payment did not happen; it may be sent again or paid by hand.
 */
export const PAYOUT_STATUSES = ['Pending', 'Sent', 'Completed', 'Failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What the group owes the payout for. */
export const PAYOUT_SOURCES = ['loan', 'withdrawal', 'exit', 'share_out'] as const;
export type PayoutSource = (typeof PAYOUT_SOURCES)[number];

export const PAYOUT_METHODS = ['mpesa', 'hand'] as const;

/**
 * The field a payout call (`POST /addloan`, `POST /withdrawals`, `POST /members/{id}/exit`,
 * `POST /share-outs` in cash, …) takes to pay by M-Pesa instead of from `account_id`.
 */
export const payByMpesaField = {
  pay_by_mpesa: z
    .boolean({ error: 'pay_by_mpesa must be true or false' })
    .optional()
    .describe('Pay the member by M-Pesa (B2C) once approved, instead of from account_id'),
};

/** `POST /payouts/{payoutId}/send`: the number to pay (the member's own, or the one saved, when left out). */
export const sendPayoutBody = z.object({ phone: mobileToAsk }).strict();
export type SendPayoutInput = z.output<typeof sendPayoutBody>;

/** `POST /payouts/{payoutId}/paid-by-hand`: the money account it was paid from, and a note. */
export const payoutByHandBody = z
  .object({
    account_id: wholeId('account_id'),
    note: optionalText('note', 200),
  })
  .strict();
export type PayoutByHandInput = z.output<typeof payoutByHandBody>;

export const payoutIdParams = z.object({ payoutId: idParam('payoutId') });

export const payoutView = z
  .object({
    payout_id: wireId,
    ...memberRef,
    ...amounts('amount'),
    source: z.enum(PAYOUT_SOURCES),
    /** The loan's, withdrawal's or share-out's id; the exit's journal entry for an exit refund. */
    source_id: wireId,
    description: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    method: z.enum(PAYOUT_METHODS).nullable(),
    /** The number it is sent to, `2547…`; null until one is known. */
    phone: z.string().nullable(),
    receipt: z.string().nullable(),
    /** Safaricom's or Daraja's words when it failed or is in doubt. */
    reason: z.string().nullable(),
    attempts: z.number().int(),
    /** The money account it was paid from by hand. */
    account_id: nullableId,
    note: z.string().nullable(),
    entry_id: nullableId,
    created_at: z.string(),
    sent_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    /** Whether an official may send it now (Pending or Failed). */
    can_send: z.boolean(),
  })
  .meta({ id: 'Payout' });
export type PayoutView = z.output<typeof payoutView>;

export const PAYOUT_SORTS = ['created_at', 'amount'] as const;

/** `GET /payouts`: newest first; `status` one status; `user_id` one member's (a member sees only theirs). */
export const payoutListQuery = listQuery(PAYOUT_SORTS, '-created_at', {
  status: z.enum(PAYOUT_STATUSES, { error: 'status must be Pending, Sent, Completed or Failed' }).optional(),
  ...userIdFilter,
});
export type PayoutListQuery = z.output<typeof payoutListQuery>;

export const payoutsPage = z.object({ payouts: z.array(payoutView), pagination: paginationSchema });
export type PayoutsPage = z.output<typeof payoutsPage>;
