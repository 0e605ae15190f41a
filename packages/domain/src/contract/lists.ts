import { z } from 'zod';
import { optionalId } from './ids.js';
import { isoDateSchema } from './money-schema.js';

/**
 * The wire shape every list shares (docs/decisions/wire.md, "Pages of a list"): `?page` from 1 (default 1),
 * `?per_page` 1 to 100 (default 10), `?q` to search, `?sort` a field name, `-` in front for descending, and
 * `?format=csv` for the whole filtered list as a file. Answers carry `pagination`.
 */
export const MAX_PER_PAGE = 100;

export const pageParam = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(1_000_000_000, 'page must be at most 1,000,000,000')
  .default(1);

export const perPageParam = z.coerce
  .number({ error: 'per_page must be a whole number' })
  .int('per_page must be a whole number')
  .min(1, `per_page must be between 1 and ${MAX_PER_PAGE}`)
  .max(MAX_PER_PAGE, `per_page must be between 1 and ${MAX_PER_PAGE}`)
  .default(10);

/** Free text to search for; blank means no search. */
export const searchParam = z
  .string({ error: 'q must be text' })
  .trim()
  .max(100, 'q must be at most 100 characters')
  .optional()
  .transform((q) => (q ? q : undefined));

export const listFormatParam = z
  .enum(['json', 'csv'], { error: 'format must be json or csv' })
  .default('json');

/**
 * The language of a downloaded file's words (docs/decisions/languages.md, "Documents"): `en`
 * unless `sw` is asked for. The figures and the data are the same in both.
 */
export const documentLanguageParam = z.enum(['en', 'sw'], { error: 'lang must be en or sw' }).default('en');

export type SortKey<F extends string> = F | `-${F}`;

/** `?sort=field` or `?sort=-field` (descending), among the fields a list can be sorted by. */
export function sortParam<const F extends string>(fields: readonly F[], byDefault: SortKey<F>) {
  const keys = fields.flatMap((field) => [field, `-${field}`]) as [SortKey<F>, ...SortKey<F>[]];
  const schema: z.ZodType<SortKey<F>> = z.enum(keys, { error: `sort must be one of ${keys.join(', ')}` });
  return schema.optional().transform((key): SortKey<F> => key ?? byDefault);
}

/** A sort key split into its field and direction. */
export function sortOrder<F extends string>(key: SortKey<F>): { field: F; descending: boolean } {
  return key.startsWith('-')
    ? { field: key.slice(1) as F, descending: true }
    : { field: key as F, descending: false };
}

export const paginationSchema = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page past the end is an empty list with the true totals (docs/decisions/wire.md, "Pages of a list"). */
export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** The paging of a list that has nothing else to ask (docs/decisions/wire.md, "Pages of a list"). */
export const pageQuery = z.object({ page: pageParam, per_page: perPageParam });

/** A day a list may be bounded by (`from`, `to`, `as_of`); blank means not sent. */
export const dateParam = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    isoDateSchema(field).optional(),
  );

/** A list's `from`..`to` must not run backwards; the refusal names `from`. */
export const periodInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const periodRefusal = { message: 'from must not be after to', path: ['from'] };

/** The list fields every list shares, around its own filters: page, per_page, q, sort, format, lang. */
function commonShape<const F extends string, S extends z.ZodRawShape>(
  sorts: readonly F[],
  byDefault: SortKey<F>,
  filters: S,
) {
  return {
    page: pageParam,
    per_page: perPageParam,
    q: searchParam,
    ...filters,
    sort: sortParam(sorts, byDefault),
    format: listFormatParam,
    lang: documentLanguageParam,
  };
}

/** A list's query: the shared fields and its own `filters` (docs/decisions/wire.md, "Error answers"). */
export const listQuery = <const F extends string, S extends z.ZodRawShape>(
  sorts: readonly F[],
  byDefault: SortKey<F>,
  filters: S,
) => z.object(commonShape(sorts, byDefault, filters));

/** `?user_id`: one member's rows. */
export const userIdFilter = { user_id: optionalId('user_id') };

/**
 * A list bounded by a day: the shared fields, its own `filters`, and `from`..`to` (blank means not
 * sent), which must not run backwards.
 */
export const periodListQuery = <const F extends string, S extends z.ZodRawShape>(
  sorts: readonly F[],
  byDefault: SortKey<F>,
  filters: S,
) =>
  z
    .object(commonShape(sorts, byDefault, { ...filters, from: dateParam('from'), to: dateParam('to') }))
    .refine((query) => periodInOrder(query as Parameters<typeof periodInOrder>[0]), periodRefusal);
