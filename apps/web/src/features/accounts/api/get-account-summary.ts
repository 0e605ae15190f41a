import { type AccountSummary, accountSummaryAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { accountsKey } from './get-accounts';

/** `GET /accounts/{userId}` (product spec §3 Account summary; decisions §4); KES numbers. */
export type { AccountSummary };

export const getAccountSummary = (userId: number) =>
  requestParsed(accountSummaryAnswer, `/accounts/${userId}`);

export const accountSummaryQuery = (userId: number) =>
  queryOptions({ queryKey: [...accountsKey, 'summary', userId], queryFn: () => getAccountSummary(userId) });

/** The summary of one member; nothing is fetched until a member is chosen. */
export const useAccountSummary = (userId: number | null) =>
  useQuery({ ...accountSummaryQuery(userId ?? 0), enabled: userId !== null });
