import { savingsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

/** A row of `GET /all-savings` (decisions §4): the balance and the yearly target, in KES. */
export type { SavingRow as SavingsAccount } from '@links/domain';

/** Product spec §9: the default yearly savings target and expected_saving, in KES. */
export const DEFAULT_EXPECTED_SAVING = 30000;

/** Every savings query starts with this key, so one invalidation refreshes lists, totals and details. */
export const savingsKey = ['savings'] as const;

export const getSavings = () => requestParsed(savingsAnswer, '/all-savings').then((answer) => answer.savings);

export const savingsQuery = queryOptions({ queryKey: [...savingsKey, 'list'], queryFn: getSavings });

export const useSavings = () => useQuery(savingsQuery);
