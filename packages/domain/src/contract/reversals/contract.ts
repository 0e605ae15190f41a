import { z } from 'zod';
import { requiredText } from '../request-fields.js';

/**
 * Reversals (docs/decisions/reversals.md): taking back an approved transaction, an expense or a transfer with
 * contra entries. The request, its answer, and the mark a reversed original carries in its answers.
 */

export const REVERSAL_REASON_MAX = 200;
export const REVERSAL_SUBJECTS = ['transaction', 'expense', 'transfer'] as const;
export type ReversalSubject = (typeof REVERSAL_SUBJECTS)[number];

/** `POST …/{id}/reversal`: why the money is taken back; it is shown to the member and kept in the books. */
export const reversalBody = z.object({ reason: requiredText('reason', REVERSAL_REASON_MAX) });
export type ReversalInput = z.infer<typeof reversalBody>;

/** A reversal carried out: the original it takes back (`original_id`) and the contra entries it posted. */
export const reversalAnswer = z.object({
  reversal_id: z.number().int(),
  subject: z.enum(REVERSAL_SUBJECTS),
  original_id: z.number().int(),
  date: z.string(),
  reason: z.string(),
  entry_ids: z.array(z.number().int()),
  /** The member whose money it was, for a transaction; null for an expense or a transfer. */
  user_id: z.number().int().nullable(),
  /** The amount taken back, KES. */
  amount: z.number(),
  message: z.string(),
});
export type ReversalAnswer = z.infer<typeof reversalAnswer>;

/** What a reversed original carries in its answers: the reversal's id, day and reason; null when not reversed. */
export const reversalMark = z
  .object({ id: z.number().int(), date: z.string(), reason: z.string() })
  .nullable();
export type ReversalMark = z.infer<typeof reversalMark>;

export const reversalMessage = (label: string) => `${label} reversed.`;
