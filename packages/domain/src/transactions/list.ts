import { z } from 'zod';
import { optionalId } from '../ids.js';
import { listFormatParam, pageParam, perPageParam, searchParam, sortParam } from '../lists.js';
import { isoDateSchema } from '../money-schema.js';
import { TRANSACTION_TYPES } from './status.js';

export const OVERALL_STATUSES = ['Pending', 'Approved', 'Partially Approved', 'Partially Rejected'] as const;
export const TRANSACTION_SORTS = ['created_at', 'transaction_date', 'total_payed'] as const;

/**
 * GET /transactions: `q` finds a member by name or a receipt (an item's reference) exactly,
 * ignoring case; `status` is an overall status (`pending` as the spec's pending queue);
 * `type` keeps transactions with an item of that type; `from`..`to` bound the transaction date.
 */
export const transactionListQuery = z
  .object({
    page: pageParam,
    per_page: perPageParam,
    q: searchParam,
    status: z
      .enum(['pending', ...OVERALL_STATUSES], {
        error: `status must be one of pending, ${OVERALL_STATUSES.join(', ')}`,
      })
      .optional()
      .transform((status) => (status === 'pending' ? 'Pending' : status)),
    type: z.enum(TRANSACTION_TYPES, { error: 'type must be SAVING, LTL or STL' }).optional(),
    user_id: optionalId('user_id'),
    from: isoDateSchema('from').optional(),
    to: isoDateSchema('to').optional(),
    sort: sortParam(TRANSACTION_SORTS, '-created_at'),
    format: listFormatParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type TransactionListQuery = z.output<typeof transactionListQuery>;
