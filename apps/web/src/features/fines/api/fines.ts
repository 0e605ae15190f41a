import { type BodyInput, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import { approvalsKey, auditKey, finesKey, loansKey } from '../../../lib/query-keys';

/** `owed`: only fines still owed (neither paid nor waived); `all`: every fine. */
export type FineFilter = 'owed' | 'all';

/** `GET /fines?status&q&page` (admin): every member's fines, newest first; `q` finds a member. */
const fines = serverList({
  key: finesKey,
  path: pathOf(operations.fines),
  check: answerOf(operations.fines),
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
    ({ id, body }: { id: number; body: BodyInput<typeof operations.waiveFine> }) =>
      call(operations.waiveFine, { params: { fineId: id }, body }),
    [finesKey, loansKey, auditKey, approvalsKey],
    'settled',
  );
