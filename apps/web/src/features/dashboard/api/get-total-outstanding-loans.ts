import { totalOutstanding } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';

/** `GET /totaloutstandingloans`: the amount due over every uncleared loan of the group (KES). */
export const getTotalOutstandingLoans = () =>
  requestParsed(totalOutstanding, '/totaloutstandingloans').then((answer) => answer.total_outstanding_loans);

export const totalOutstandingLoansQuery = queryOptions({
  queryKey: [...loansKey, 'group-outstanding'],
  queryFn: getTotalOutstandingLoans,
});

export const useTotalOutstandingLoans = () => useQuery(totalOutstandingLoansQuery);
