import { totalOutstanding } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

/** `GET /totaloutstandingloans`: the amount due over every uncleared loan of the group (KES). */
export const useTotalOutstandingLoans = () =>
  useRead(
    [...loansKey, 'group-outstanding'],
    totalOutstanding,
    '/totaloutstandingloans',
    'total_outstanding_loans',
  );
