import { transactionPage } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../transactions';

/** How many of the newest pending transactions the admin home lists. */
export const PENDING_PREVIEW_SIZE = 5;

/**
 * `GET /transactions?status=pending`, first page: the newest transactions whose items are all
 * Pending (docs/decisions/transactions.md, "Approving"); `pagination.total` is how many wait for approval.
 */
export const usePendingPreview = () =>
  useRead(
    [...transactionsKey, 'pending-preview'],
    transactionPage,
    `/transactions?status=pending&page=1&per_page=${PENDING_PREVIEW_SIZE}`,
  );
