/**
 * A calendar date `YYYY-MM-DD` that exists (docs/decisions/wire.md, "Dates"), a query's optional day, its
 * `as_of` and its `from`..`to` period: the rules live in the domain, beside the operations that read them.
 */
export { asOfQuery, calendarDate, optionalDate, periodQuery } from '@links/domain';
