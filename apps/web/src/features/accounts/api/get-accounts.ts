import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/** A row of `GET /allacounts` (decisions §4); amounts are KES numbers. */
export interface MemberAccount {
  account_id: number;
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  savings: number;
  monthly_expected: number;
}

/** Every query about member accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

export const getAccounts = () =>
  request<{ accounts: MemberAccount[] }>('/allacounts').then((answer) => answer.accounts);

export const accountsQuery = queryOptions({ queryKey: [...accountsKey, 'list'], queryFn: getAccounts });

export const useAccounts = () => useQuery(accountsQuery);
