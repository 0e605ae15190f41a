import { memberLoanTotals } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';

/** What a member owes on their uncleared loans, in KES (decisions §6). */
export type { MemberLoanTotals } from '@links/domain';

/** `GET /loans/total/{userId}`. */
export const getMemberLoanTotals = (userId: number) =>
  requestParsed(memberLoanTotals, `/loans/total/${userId}`).then((answer) => answer.total_amount_due);

export const memberLoanTotalsQuery = (userId: number) =>
  queryOptions({ queryKey: [...loansKey, 'totals', userId], queryFn: () => getMemberLoanTotals(userId) });

export const useMemberLoanTotals = (userId: number) => useQuery(memberLoanTotalsQuery(userId));
