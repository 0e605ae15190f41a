import { z } from 'zod';

/** decisions §1: `?page` from 1 (default 1) and `?per_page` 1 to 100 (default 10). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1,000,000')
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be between 1 and 100')
    .max(100, 'per_page must be between 1 and 100')
    .default(10),
});

export interface Page {
  page: number;
  perPage: number;
}

/** The `pagination` of an answer: a page past the end is an empty list with the true totals. */
export const paginationOf = (page: Page, total: number) => ({
  page: page.page,
  per_page: page.perPage,
  total,
  pages: Math.max(1, Math.ceil(total / page.perPage)),
});
