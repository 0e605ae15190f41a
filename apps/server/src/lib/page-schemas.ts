import { z } from 'zod';

/** decisions §1: ?page from 1 (default 1) and ?per_page 1 to 100, as a query schema. */
export function pageQuery(defaultPerPage = 10) {
  return z.object({
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1e6)
      .default(1),
    per_page: z.coerce
      .number()
      .int('per_page must be a whole number')
      .min(1, 'per_page must be between 1 and 100')
      .max(100, 'per_page must be between 1 and 100')
      .default(defaultPerPage),
  });
}
