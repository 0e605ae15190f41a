import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { serverList, useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

export const ARREARS_PER_PAGE = 10;

/** The arrears list's filters (`arrearsQuery`): a member's name, a PAR bucket and the order. */
export const ARREARS_FILTERS = ['q', 'bucket', 'sort'] as const;
export type ArrearsFilter = Record<(typeof ARREARS_FILTERS)[number], string>;

/** `GET /loans/arrears?page&q&bucket&sort` (admin): loans past due and the PAR buckets, as of today. */
const arrears = serverList({
  key: [...loansKey, 'arrears'],
  path: pathOfCall(operations.loanArrears),
  perPage: ARREARS_PER_PAGE,
  check: answerOf(operations.loanArrears),
  filters: ARREARS_FILTERS,
  fileName: 'arrears.csv',
});

export const useArrears = arrears.usePage;

/** The whole filtered arrears list as a CSV file. */
export const downloadArrears = arrears.download;

/** `GET /loans/overdue/{userId}`: what a member owes past due, fines included. */
export const useOverdue = (userId: number) =>
  useRead(
    [...loansKey, 'overdue', userId],
    answerOf(operations.memberOverdue),
    pathOfCall(operations.memberOverdue, { params: { userId } }),
  );
