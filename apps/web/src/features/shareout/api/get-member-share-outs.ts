import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { pageQuery } from '../../../lib/queries';
import { shareOutsKey } from '../../../lib/query-keys';
import { SHARE_OUTS_PER_PAGE } from './keys';

/** `GET /share-outs/user/{userId}?page&per_page` (the member or an admin): their lines, newest first. */
export const getMemberShareOuts = (userId: number, page: number) =>
  call(operations.memberShareOuts, { params: { userId }, query: { page, per_page: SHARE_OUTS_PER_PAGE } });

export const memberShareOutsQuery = (userId: number, page: number) =>
  pageQuery([...shareOutsKey, 'user', userId, page], () => getMemberShareOuts(userId, page));

export const useMemberShareOuts = (userId: number, page: number) =>
  useQuery(memberShareOutsQuery(userId, page));
