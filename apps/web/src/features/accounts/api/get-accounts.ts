import { type MemberAccountRow, memberAccountsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

/** A row of `GET /allacounts` (decisions §4); amounts are KES numbers. */
export type MemberAccount = MemberAccountRow;

/** Every query about member accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

export const getAccounts = () =>
  requestParsed(memberAccountsAnswer, '/allacounts').then((answer) => answer.accounts);

export const accountsQuery = queryOptions({ queryKey: [...accountsKey, 'list'], queryFn: getAccounts });

export const useAccounts = () => useQuery(accountsQuery);
