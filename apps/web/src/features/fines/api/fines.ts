import { finesPage, fineView, orApprovalPending, type WaiveFineRequest } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { serverList, useMutationOf } from '../../../lib/queries';
import { approvalsKey, auditKey, finesKey, loansKey } from '../../../lib/query-keys';

/** `owed`: only fines still owed (neither paid nor waived); `all`: every fine. */
export type FineFilter = 'owed' | 'all';

/** `GET /fines?status&q&page` (admin): every member's fines, newest first; `q` finds a member. */
const fines = serverList({
  key: finesKey,
  path: '/fines',
  check: finesPage,
  wire: ({ filter, q }: { filter: FineFilter; q: string }) => ({
    status: filter === 'owed' ? 'owed' : '',
    q,
  }),
});

export const useFines = (filter: FineFilter, page: number, q = '') => fines.usePage(page, { filter, q });

/**
 * `POST /fines/{id}/waive {reason}` (admin). Refreshes the fines, the arrears (their fines column)
 * and the History panels, also after a refusal: a 409 means the list was out of date.
 */
export const useWaiveFine = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: WaiveFineRequest }) =>
      requestParsed(orApprovalPending(fineView), `/fines/${id}/waive`, 'POST', body),
    [finesKey, loansKey, auditKey, approvalsKey],
    'settled',
  );
