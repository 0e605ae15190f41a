import { accountsListAnswer, type MemberAccountRow, memberAccountsAnswer } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { readQuery, searchedList } from '../../../lib/queries';
import { accountsKey } from '../../../lib/query-keys';

/** A row of `GET /allacounts` (decisions §4); amounts are KES numbers. */
export type MemberAccount = MemberAccountRow;

const accountsQuery = readQuery([...accountsKey, 'list'], memberAccountsAnswer, '/allacounts', 'accounts');
export const useAccounts = () => useQuery(accountsQuery);

/** The member accounts ten to a page, searched and ordered on the server (decisions §1). */
const accounts = searchedList(accountsQuery.queryKey, '/allacounts', accountsListAnswer, 'accounts');

export const useAccountPage = accounts.usePage;
export const downloadAccounts = accounts.download;
