import { type BodyInput, MAX_PER_PAGE, operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, call } from '../../../lib/call';
import { kesToCents } from '../../../lib/money';
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
 * What `userId` owes in fines, in cents (docs/decisions/lending.md, "Paying fines"): `GET /fines` of
 * their owed fines, as many as one page holds; undefined without a member and while it loads.
 */
export function useFinesOwed(userId: number | undefined): number | undefined {
  const owed = useQuery({
    queryKey: [...finesKey, 'owed', userId],
    queryFn: () =>
      call(operations.fines, { query: { user_id: userId, status: 'owed', per_page: MAX_PER_PAGE } }),
    enabled: userId !== undefined,
  });
  return owed.data?.fines.reduce(
    (sum, fine) => sum + kesToCents(fine.amount) - kesToCents(fine.paid) - kesToCents(fine.waived),
    0,
  );
}

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
