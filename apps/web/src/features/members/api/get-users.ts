import { type ListedUser, usersAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

/** A user as `GET /get-users` lists them; members are not sent emails nor phones (decisions §4). */
export type { ListedUser };

export const fullName = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

export const getUsers = () => requestParsed(usersAnswer, '/get-users').then((answer) => answer.users);

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery);
