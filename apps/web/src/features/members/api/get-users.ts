import { type ListedUser, usersAnswer, usersListAnswer } from '@links/domain';
import { fullName } from '../../../components/ui/MemberPicker';
import { serverList, useRead } from '../../../lib/queries';

/**
 * A user as `GET /get-users` lists them; members are not sent emails nor phones
 * (docs/decisions/members.md, "Members").
 */
export type { ListedUser };
export { fullName };

/** Every query about members starts with this key. */
export const usersKey = ['users'] as const;
export const useUsers = () => useRead(usersKey, usersAnswer, '/get-users', 'users');

/**
 * The members screens show 50 to a page: a group of up to 50 sees one table with no pager, as the
 * spec's members table; a larger one pages on the server, searched, filtered and ordered there.
 */
const members = serverList({
  key: [...usersKey, 'list'],
  path: '/get-users',
  perPage: 50,
  check: usersListAnswer,
  filters: ['q', 'role', 'sort'],
  fileName: 'members.csv',
});

export const useUsersPage = members.usePage;
export const downloadUsers = members.download;
