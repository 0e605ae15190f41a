import { type ListedUser, operations, pathOf } from '@links/domain';
import { fullName } from '../../../components/ui/MemberPicker';
import { answerOf } from '../../../lib/call';
import { serverList, useRead } from '../../../lib/queries';
import { usersKey } from '../../../lib/query-keys';

/**
 * A user as `GET /get-users` lists them; members are not sent emails nor phones
 * (docs/decisions/members.md, "Members").
 */
export type { ListedUser };
export { fullName };

export const useUsers = () =>
  useRead(usersKey, answerOf(operations.users), pathOf(operations.users), 'users');

/**
 * The members screens show 50 to a page: a group of up to 50 sees one table with no pager, as the
 * spec's members table; a larger one pages on the server, searched, filtered and ordered there.
 */
const members = serverList({
  key: [...usersKey, 'list'],
  path: pathOf(operations.users),
  perPage: 50,
  check: answerOf(operations.users),
  filters: ['q', 'role', 'status', 'sort'],
  fileName: 'members.csv',
});

export const useUsersPage = members.usePage;
export const downloadUsers = members.download;
