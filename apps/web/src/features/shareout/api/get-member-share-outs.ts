import { memberShareOutsAnswer } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { pageQuery } from '../../../lib/queries';
import { shareOutsKey } from '../../../lib/query-keys';
import { SHARE_OUTS_PER_PAGE } from './keys';

/** `GET /share-outs/user/{userId}?page&per_page` (the member or an admin): their lines, newest first. */
export const getMemberShareOuts = (userId: number, page: number) =>
  requestParsed(
    memberShareOutsAnswer,
    `/share-outs/user/${userId}?page=${page}&per_page=${SHARE_OUTS_PER_PAGE}`,
  );

export const memberShareOutsQuery = (userId: number, page: number) =>
  pageQuery([...shareOutsKey, 'user', userId, page], () => getMemberShareOuts(userId, page));

export const useMemberShareOuts = (userId: number, page: number) =>
  useQuery(memberShareOutsQuery(userId, page));
