import { shareOutsAnswer } from '@links/domain';
import { serverList } from '../../../lib/queries';
import { shareOutsKey } from '../../../lib/query-keys';
import { SHARE_OUTS_PER_PAGE } from './keys';

/** `GET /share-outs?page&per_page&sort` (admin): committed share-outs, the latest period first unless ordered. */
const shareOuts = serverList({
  key: [...shareOutsKey, 'list'],
  path: '/share-outs',
  perPage: SHARE_OUTS_PER_PAGE,
  check: shareOutsAnswer,
  wire: (sort: string) => ({ sort }),
  fileName: 'share-outs.csv',
});

export const useShareOuts = (page: number, sort = '') => shareOuts.usePage(page, sort);

/** Every member's line of every share-out, in the list's order, as a CSV file. */
export const downloadShareOuts = shareOuts.download;
