import { z } from 'zod';
import { amounts } from '../wire.js';

/**
 * One month (`YYYY-MM`) of `GET /reports/monthly-collections`: approved savings (KES of approved
 * SAVING items) and loan repayments (of approved LTL and STL items), and their total.
 */
export const monthlyCollection = z.object({
  month: z.string(),
  ...amounts('savings', 'repayments', 'total'),
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
