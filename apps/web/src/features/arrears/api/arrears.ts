import { arrearsAnswer, overdueAnswer } from '@links/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { loansKey } from '../../../lib/query-keys';

export const ARREARS_PER_PAGE = 10;

/** The arrears list's filters (`arrearsQuery`): a member's name, a PAR bucket and the order. */
export const ARREARS_FILTERS = ['q', 'bucket', 'sort'] as const;
export type ArrearsFilter = Record<(typeof ARREARS_FILTERS)[number], string>;

/** `GET /loans/arrears?page&q&bucket&sort` (admin): loans past due and the PAR buckets, as of today. */
export const useArrears = (page: number, filter: ArrearsFilter) =>
  useQuery({
    queryKey: [...loansKey, 'arrears', page, filter],
    queryFn: () =>
      requestParsed(
        arrearsAnswer,
        `/loans/arrears?${listQuery(filter, { page: String(page), per_page: String(ARREARS_PER_PAGE) })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The whole filtered arrears list as a CSV file. */
export async function downloadArrears(filter: ArrearsFilter): Promise<void> {
  const file = await requestFile(`/loans/arrears?${listQuery(filter, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'arrears.csv');
}

/** `GET /loans/overdue/{userId}`: what a member owes past due, fines included. */
export const useOverdue = (userId: number) =>
  useQuery({
    queryKey: [...loansKey, 'overdue', userId],
    queryFn: () => requestParsed(overdueAnswer, `/loans/overdue/${userId}`),
  });
