import { operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../lib/call';
import { readQuery, searchedList } from '../../../lib/queries';
import { accountsKey } from '../../../lib/query-keys';

const accountsQuery = readQuery(
  [...accountsKey, 'list'],
  answerOf(operations.allAccounts),
  pathOf(operations.allAccounts),
  'accounts',
);
export const useAccounts = () => useQuery(accountsQuery);

/**
 * The member accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const accounts = searchedList(
  accountsQuery.queryKey,
  pathOf(operations.allAccounts),
  answerOf(operations.allAccounts),
  'accounts',
);

export const useAccountPage = accounts.usePage;
export const downloadAccounts = accounts.download;
