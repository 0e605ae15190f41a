import { shareOutsAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { SHARE_OUTS_PER_PAGE, shareOutsKey } from './keys';

/** `GET /share-outs?page&per_page&sort` (admin): committed share-outs, the latest period first unless ordered. */
export const getShareOuts = (page: number, sort = '') =>
  requestParsed(
    shareOutsAnswer,
    `/share-outs?${listQuery({ sort }, { page: String(page), per_page: String(SHARE_OUTS_PER_PAGE) })}`,
  );

export const shareOutsQuery = (page: number, sort = '') =>
  queryOptions({
    queryKey: [...shareOutsKey, 'list', page, sort],
    queryFn: () => getShareOuts(page, sort),
    placeholderData: keepPreviousData,
  });

export const useShareOuts = (page: number, sort = '') => useQuery(shareOutsQuery(page, sort));

/** Every member's line of every share-out, in the list's order, as a CSV file. */
export async function downloadShareOuts(sort: string): Promise<void> {
  const file = await requestFile(`/share-outs?${listQuery({ sort }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'share-outs.csv');
}
