import { transactionPage } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { transactionsKey } from '../../transactions';

/** How many of the newest pending transactions the admin home lists. */
export const PENDING_PREVIEW_SIZE = 5;

/**
 * `GET /transactions?status=pending`, first page: the newest transactions whose items are all
 * Pending (decisions §7); `pagination.total` is how many wait for approval.
 */
export const getPendingPreview = () =>
  requestParsed(transactionPage, `/transactions?status=pending&page=1&per_page=${PENDING_PREVIEW_SIZE}`);

export const pendingPreviewQuery = queryOptions({
  queryKey: [...transactionsKey, 'pending-preview'],
  queryFn: getPendingPreview,
});

export const usePendingPreview = () => useQuery(pendingPreviewQuery);
