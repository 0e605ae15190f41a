import { accountsListAnswer, type MemberAccountRow, memberAccountsAnswer } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { readQuery, searchedList } from '../../../lib/queries';

/** A row of `GET /allacounts` (docs/decisions/members.md, "Member accounts"); amounts are KES numbers. */
export type MemberAccount = MemberAccountRow;

/** Every query about member accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

const accountsQuery = readQuery([...accountsKey, 'list'], memberAccountsAnswer, '/allacounts', 'accounts');
export const useAccounts = () => useQuery(accountsQuery);

/**
 * The member accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const accounts = searchedList(accountsQuery.queryKey, '/allacounts', accountsListAnswer, 'accounts');

export const useAccountPage = accounts.usePage;
export const downloadAccounts = accounts.download;
