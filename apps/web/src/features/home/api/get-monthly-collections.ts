import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

export type { MonthlyCollection, MonthlyCollections } from '@links/domain';

/** Under the transactions key: an approval changes the figures, and refreshes them with the lists. */
export const useMonthlyCollections = () =>
  useRead(
    [...transactionsKey, 'report', 'monthly-collections'],
    answerOf(operations.monthlyCollections),
    pathOf(operations.monthlyCollections),
  );
