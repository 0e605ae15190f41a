import { isIsoDate } from '@links/domain';
import { z } from 'zod';

/** A calendar date `YYYY-MM-DD` that exists (decisions §1); absent, null and '' mean "not sent". */
export function calendarDate(field: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? `${field} is required` : `${field} must be a date (YYYY-MM-DD)`,
      })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date (YYYY-MM-DD)`, abort: true })
      .refine(isIsoDate, { message: `${field} is not a real date`, abort: true }),
  );
}

/** A date a query may leave out. */
export const optionalDate = (field: string) => calendarDate(field).optional();

/** A query's `from`..`to` period: `from` after `to` is a 422 naming `from`. */
export function periodQuery() {
  return z
    .object({ from: optionalDate('from'), to: optionalDate('to') })
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    });
}
