import { type ListedUser, usersAnswer, usersListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fullName } from '../../../components/ui/MemberPicker';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';

/** A user as `GET /get-users` lists them; members are not sent emails nor phones (decisions §4). */
export type { ListedUser };
export { fullName };

export const getUsers = () => requestParsed(usersAnswer, '/get-users').then((answer) => answer.users);

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery);

/**
 * The members screens show 50 to a page: a group of up to 50 sees one table with no pager, as the
 * spec's members table; a larger one pages on the server.
 */
export const MEMBERS_PER_PAGE = 50;

/** The search, filters and order of `GET /get-users` the screens use; blank ones are left out. */
export interface MemberListFilter {
  q?: string | undefined;
  role?: string | undefined;
  sort?: string | undefined;
}

/** One page of members, searched, filtered and ordered on the server (decisions §1). */
export async function getUsersPage(page: number, filter: MemberListFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(MEMBERS_PER_PAGE) });
  const answer = await requestParsed(usersListAnswer, `/get-users?${query}`);
  return { users: answer.users, pagination: answer.pagination ?? null };
}

/** `GET /get-users?format=csv` with the same filters: every matching member, as a file. */
export async function downloadUsers(filter: MemberListFilter): Promise<void> {
  const file = await requestFile(`/get-users?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'members.csv');
}

export const useUsersPage = (page: number, filter: MemberListFilter) =>
  useQuery({
    queryKey: [...usersQuery.queryKey, 'list', filter, page],
    queryFn: () => getUsersPage(page, filter),
    // Keep the current page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
