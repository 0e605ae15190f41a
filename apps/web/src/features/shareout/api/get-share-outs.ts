import { shareOutsAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { SHARE_OUTS_PER_PAGE, shareOutsKey } from './keys';

/** `GET /share-outs?page&per_page` (admin): committed share-outs, the latest period first. */
export const getShareOuts = (page: number) =>
  requestParsed(shareOutsAnswer, `/share-outs?page=${page}&per_page=${SHARE_OUTS_PER_PAGE}`);

export const shareOutsQuery = (page: number) =>
  queryOptions({
    queryKey: [...shareOutsKey, 'list', page],
    queryFn: () => getShareOuts(page),
    placeholderData: keepPreviousData,
  });

export const useShareOuts = (page: number) => useQuery(shareOutsQuery(page));
