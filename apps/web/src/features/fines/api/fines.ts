import { finesPage, fineView, type WaiveFineRequest } from '@links/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { listQuery } from '../../../lib/list-query';
import { loansKey } from '../../../lib/query-keys';
import { auditKey } from '../../audit';

export const finesKey = ['fines'] as const;
export const FINES_PER_PAGE = 10;
/** `owed`: only fines still owed (neither paid nor waived); `all`: every fine. */
export type FineFilter = 'owed' | 'all';

/** `GET /fines?status&q&page` (admin): every member's fines, newest first; `q` finds a member. */
export const useFines = (filter: FineFilter, page: number, q = '') =>
  useQuery({
    queryKey: [...finesKey, filter, page, q],
    queryFn: () =>
      requestParsed(
        finesPage,
        `/fines?${listQuery({ status: filter === 'owed' ? 'owed' : '', q }, { page: String(page), per_page: String(FINES_PER_PAGE) })}`,
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
