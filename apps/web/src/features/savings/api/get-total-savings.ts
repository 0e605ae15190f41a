import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/** `GET /totalsavings`: the group's savings, all members together (KES). */
export const useTotalSavings = () =>
  useRead(
    [...savingsKey, 'total'],
    answerOf(operations.totalSavings),
    pathOf(operations.totalSavings),
    'total_savings',
  );
