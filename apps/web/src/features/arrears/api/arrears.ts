import { arrearsAnswer, overdueAnswer } from '@links/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';

export const ARREARS_PER_PAGE = 10;

/** `GET /loans/arrears?page` (admin): loans past due and the PAR buckets, as of today. */
export const useArrears = (page: number) =>
  useQuery({
    queryKey: [...loansKey, 'arrears', page],
    queryFn: () => requestParsed(arrearsAnswer, `/loans/arrears?page=${page}&per_page=${ARREARS_PER_PAGE}`),
    placeholderData: keepPreviousData,
  });

/** `GET /loans/overdue/{userId}`: what a member owes past due, fines included. */
export const useOverdue = (userId: number) =>
  useQuery({
    queryKey: [...loansKey, 'overdue', userId],
    queryFn: () => requestParsed(overdueAnswer, `/loans/overdue/${userId}`),
  });
