import { z } from 'zod';
import { periodListQuery, userIdFilter } from '../lists.js';
import { TRANSACTION_TYPES } from './status.js';

export const OVERALL_STATUSES = ['Pending', 'Approved', 'Partially Approved', 'Partially Rejected'] as const;
/** What the list filters on: an overall status, or `Reversed` for transactions taken back (docs/decisions/reversals.md). */
export const TRANSACTION_LIST_STATUSES = [...OVERALL_STATUSES, 'Reversed'] as const;
export const TRANSACTION_SORTS = ['created_at', 'transaction_date', 'total_payed'] as const;

/**
 * GET /transactions: `q` finds a member by name or a receipt (an item's reference) exactly,
 * ignoring case; `status` is an overall status (`pending` as the spec's pending queue) of the
 * transactions that stand, or `Reversed` for those taken back;
 * `type` keeps transactions with an item of that type; `from`..`to` bound the transaction date.
 */
export const transactionListQuery = periodListQuery(TRANSACTION_SORTS, '-created_at', {
  status: z
    .enum(['pending', ...TRANSACTION_LIST_STATUSES], {
      error: `status must be one of pending, ${TRANSACTION_LIST_STATUSES.join(', ')}`,
    })
    .optional()
    .transform((status) => (status === 'pending' ? 'Pending' : status)),
  type: z
    .enum(TRANSACTION_TYPES, { error: 'type must be SAVING, LTL, STL, CONTRIBUTION, ROTATION or FINE' })
    .optional(),
  ...userIdFilter,
});
export type TransactionListQuery = z.output<typeof transactionListQuery>;
