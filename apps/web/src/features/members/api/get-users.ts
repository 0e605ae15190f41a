import type { Role } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/** A user as `GET /get-users` lists them; members are not sent emails (decisions §4). */
export interface ListedUser {
  users_id: number;
  firstname: string;
  lastname: string;
  email?: string;
  role: Role;
}

export const fullName = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

export const getUsers = () => request<{ users: ListedUser[] }>('/get-users').then((answer) => answer.users);

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQuery);
