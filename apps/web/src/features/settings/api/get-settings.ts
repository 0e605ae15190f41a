import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/**
 * `GET /settings` (decisions §6): rates are fractions (0.12), the long-term one yearly on the
 * reducing balance, the short-term one flat for the whole loan; the savings target is KES a year.
 */
export interface GroupSettings {
  group_name: string;
  long_term_rate: number;
  long_term_months: number;
  short_term_rate: number;
  short_term_months: number;
  savings_target: number;
  /** The money account payments and loans use when none is picked (docs/books.md); null: Cash on hand. */
  default_account_id: number | null;
}

export const settingsKey = ['settings'] as const;

export const getSettings = () => request<GroupSettings>('/settings');

export const settingsQuery = queryOptions({ queryKey: settingsKey, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQuery);
