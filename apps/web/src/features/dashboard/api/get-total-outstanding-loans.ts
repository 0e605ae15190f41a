import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

/** `GET /totaloutstandingloans`: the amount due over every uncleared loan of the group (KES). */
export const useTotalOutstandingLoans = () =>
  useRead(
    [...loansKey, 'group-outstanding'],
    answerOf(operations.totalOutstandingLoans),
    pathOf(operations.totalOutstandingLoans),
    'total_outstanding_loans',
  );
