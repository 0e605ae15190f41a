import { finesPage, fineView, type WaiveFineRequest } from '@links/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';
import { auditKey } from '../../audit';

export const finesKey = ['fines'] as const;
export const FINES_PER_PAGE = 10;
/** `owed`: only fines still owed (neither paid nor waived); `all`: every fine. */
export type FineFilter = 'owed' | 'all';

/** `GET /fines?status&page` (admin): every member's fines, newest first. */
export const useFines = (filter: FineFilter, page: number) =>
  useQuery({
    queryKey: [...finesKey, filter, page],
    queryFn: () =>
      requestParsed(
        finesPage,
        `/fines?page=${page}&per_page=${FINES_PER_PAGE}${filter === 'owed' ? '&status=owed' : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /fines/{id}/waive {reason}` (admin). Refreshes the fines, the arrears (their fines column)
 * and the History panels, also after a refusal: a 409 means the list was out of date.
 */
export function useWaiveFine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WaiveFineRequest }) =>
      requestParsed(fineView, `/fines/${id}/waive`, 'POST', body),
    onSettled: () =>
      Promise.all(
        [finesKey, loansKey, auditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
