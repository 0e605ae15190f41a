import { z } from 'zod';
import { idParam, optionalId } from '../ids.js';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { amounts, memberRef, nullableId, wireId } from '../wire.js';

/**
 * "This is wrong" (docs/decisions/disputes.md): a member flags a line of their own statement, a
 * payment transaction or a journal entry; an official resolves or rejects it with an answer.
 */

export const DISPUTE_STATUSES = ['Open', 'Resolved', 'Rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The answers an official gives: the dispute is then closed. */
export const DISPUTE_ANSWERS = ['Resolved', 'Rejected'] as const;

/** A dispute's reason and an official's answer, 1 to 200 characters: one reason as the screens' dialogs take it. */
export const DISPUTE_TEXT_MAX = 200;

/** Free text of a dispute: trimmed, 1 to `max` characters, no NUL (PostgreSQL's text cannot hold it). */
const disputeText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(DISPUTE_TEXT_MAX, `${field} must be at most ${DISPUTE_TEXT_MAX} characters`)
    .refine((value) => !value.includes('\u0000'), `${field} must not contain NUL characters`);

const ONE_LINE = 'Name one line: transaction_id or journal_entry_id';

/** POST /disputes: the line (exactly one of the two ids) and why it is wrong. */
export const createDisputeBody = z
  .object({
    transaction_id: optionalId('transaction_id'),
    journal_entry_id: optionalId('journal_entry_id'),
    reason: disputeText('reason'),
  })
  .refine((body) => (body.transaction_id === undefined) !== (body.journal_entry_id === undefined), {
    message: ONE_LINE,
    path: ['transaction_id'],
  });
export type CreateDisputeInput = z.output<typeof createDisputeBody>;

/** PATCH /disputes/{disputeId}: the official's answer, told to the member. */
export const answerDisputeBody = z.object({
  status: z.enum(DISPUTE_ANSWERS, { error: 'status must be Resolved or Rejected' }),
  answer: disputeText('answer'),
});
export type AnswerDisputeInput = z.output<typeof answerDisputeBody>;

export const disputeIdParams = z.object({ disputeId: idParam('disputeId') });

export const disputeView = z
  .object({
    dispute_id: wireId,
    ...memberRef,
    transaction_id: nullableId,
    journal_entry_id: nullableId,
    /** The disputed line as the member's statement shows it: its day, its words, its amount (KES). */
    line_date: z.string(),
    line_description: z.string(),
    ...amounts('amount'),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.string(),
    answer: z.string().nullable(),
    answered_by: nullableId,
    answered_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Dispute' });
export type DisputeView = z.infer<typeof disputeView>;

/** The answer of a call that opened or answered a dispute. */
export const disputeAnswer = disputeView.extend({ message: z.string() });
export type DisputeAnswer = z.infer<typeof disputeAnswer>;

export const DISPUTE_SORTS = ['created_at'] as const;

/**
 * GET /disputes: oldest first (the longest waiting on top); `status` one status, Open unless given,
 * `all` every one; `user_id` one member's (a member sees only their own); `q` finds a member.
 */
export const disputeListQuery = listQuery(DISPUTE_SORTS, 'created_at', {
  status: z
    .enum([...DISPUTE_STATUSES, 'all'], { error: 'status must be Open, Resolved, Rejected or all' })
    .default('Open'),
  ...userIdFilter,
});
export type DisputeListQuery = z.output<typeof disputeListQuery>;

export const disputesPage = z.object({
  disputes: z.array(disputeView),
  pagination: paginationSchema,
});

/** A statement line's dispute, the latest on it: shown beside the line. */
export const lineDispute = z.object({ dispute_id: wireId, status: z.enum(DISPUTE_STATUSES) });
export type LineDispute = z.infer<typeof lineDispute>;
