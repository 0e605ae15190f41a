import { z } from 'zod';
import { listQuery, paginationSchema, userIdFilter } from '../lists.js';
import { savingRow } from './contract.js';

export const SAVING_SORTS = ['name', 'amount_saved', 'expected_saving', 'created_at'] as const;

/**
 * GET /all-savings: `q` finds the saver by the start of any word of their name or their member
 * number; `user_id` one member's account; sorted by the saver's name unless asked otherwise.
 */
export const savingListQuery = listQuery(SAVING_SORTS, 'name', userIdFilter);
export type SavingListQuery = z.output<typeof savingListQuery>;

/** `/all-savings` without list parameters is the spec's whole list; with any, a page of it. */
export const savingsListAnswer = z.object({
  savings: z.array(savingRow),
  pagination: paginationSchema.optional(),
});
