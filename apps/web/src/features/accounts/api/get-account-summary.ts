import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { accountsKey } from './get-accounts';

/** `GET /accounts/{userId}` (product spec §3 Account summary; decisions §4); KES numbers. */
export interface AccountSummary {
  user_details: { firstname: string; lastname: string; email: string };
  financial_summary: {
    savings: { current_amount: number; monthly_target: number };
    loans: { long_term: { monthly_payment: number }; short_term: { monthly_payment: number } };
  };
  monthly_total?: number;
}

export const getAccountSummary = (userId: number) => request<AccountSummary>(`/accounts/${userId}`);

export const accountSummaryQuery = (userId: number) =>
  queryOptions({ queryKey: [...accountsKey, 'summary', userId], queryFn: () => getAccountSummary(userId) });

/** The summary of one member; nothing is fetched until a member is chosen. */
export const useAccountSummary = (userId: number | null) =>
  useQuery({ ...accountSummaryQuery(userId ?? 0), enabled: userId !== null });
