import { totalSavingsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/** `GET /totalsavings`: the group's savings, all members together (KES). */
export const useTotalSavings = () =>
  useRead([...savingsKey, 'total'], totalSavingsAnswer, '/totalsavings', 'total_savings');
