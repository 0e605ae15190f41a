import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

/** How many of the newest pending transactions the admin home lists. */
export const PENDING_PREVIEW_SIZE = 5;

/**
 * `GET /transactions?status=pending`, first page: the newest transactions whose items are all
 * Pending (docs/decisions/transactions.md, "Approving"); `pagination.total` is how many wait for approval.
 */
export const usePendingPreview = () =>
  useRead(
    [...transactionsKey, 'pending-preview'],
    answerOf(operations.transactions),
    pathOfCall(operations.transactions, {
      query: { status: 'pending', page: 1, per_page: PENDING_PREVIEW_SIZE },
    }),
  );
