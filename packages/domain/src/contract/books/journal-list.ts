import { z } from 'zod';
import { optionalId } from '../ids.js';
import { dateParam, pageParam, periodInOrder, periodRefusal, perPageParam } from '../lists.js';

/** GET /books/journal: entries with their lines, newest first, twenty to a page by default. */
export const journalListQuery = z
  .object({
    page: pageParam,
    per_page: perPageParam.default(20),
    from: dateParam('from'),
    to: dateParam('to'),
    account_id: optionalId('account_id'),
  })
  .refine(periodInOrder, periodRefusal);
