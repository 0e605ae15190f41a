import { calendarDate } from '@links/domain';
import { z } from 'zod';

/**
 * A calendar date `YYYY-MM-DD` that exists (docs/decisions/wire.md, "Dates"): the rule lives in the domain.
 */
export { calendarDate };

/** A date a query may leave out. */
export const optionalDate = (field: string) => calendarDate(field).optional();

/** A query's optional `as_of` day; a route takes today without it. */
export const asOfQuery = z.object({ as_of: optionalDate('as_of') });

/** A query's `from`..`to` period: `from` after `to` is a 422 naming `from`. */
export function periodQuery() {
  return z
    .object({ from: optionalDate('from'), to: optionalDate('to') })
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    });
}
