import { z } from 'zod';

/** One month of `GET /reports/monthly-collections`: approved savings and loan repayments, in KES. */
export const monthlyCollection = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** KES of approved SAVING items. */
  savings: z.number(),
  /** KES of approved LTL and STL items. */
  repayments: z.number(),
  total: z.number(),
});
export type MonthlyCollection = z.infer<typeof monthlyCollection>;

/** `GET /reports/monthly-collections`: the last twelve months, oldest first. */
export const monthlyCollectionsAnswer = z
  .object({
    /** `YYYY-MM` in the group's time zone: the last entry of `months`. */
    current_month: z.string(),
    months: z.array(monthlyCollection),
  })
  .meta({ id: 'MonthlyCollections' });
export type MonthlyCollections = z.infer<typeof monthlyCollectionsAnswer>;
