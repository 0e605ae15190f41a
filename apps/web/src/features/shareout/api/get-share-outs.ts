import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { serverList } from '../../../lib/queries';
import { shareOutsKey } from '../../../lib/query-keys';
import { SHARE_OUTS_PER_PAGE } from './keys';

/** `GET /share-outs?page&per_page&sort` (admin): committed share-outs, the latest period first unless ordered. */
const shareOuts = serverList({
  key: [...shareOutsKey, 'list'],
  path: pathOf(operations.shareOuts),
  perPage: SHARE_OUTS_PER_PAGE,
  check: answerOf(operations.shareOuts),
  wire: (sort: string) => ({ sort }),
  fileName: 'share-outs.csv',
});

export const useShareOuts = (page: number, sort = '') => shareOuts.usePage(page, sort);

/** Every member's line of every share-out, in the list's order, as a CSV file. */
export const downloadShareOuts = shareOuts.download;
