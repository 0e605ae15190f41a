import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { loansKey } from './loans-key';

/** What a member owes on their uncleared loans, in KES (decisions §6). */
export interface MemberLoanTotals {
  long_term: number;
  short_term: number;
  combined_total: number;
}

/** `GET /loans/total/{userId}`. */
export const getMemberLoanTotals = (userId: number) =>
  request<{ total_amount_due: MemberLoanTotals }>(`/loans/total/${userId}`).then(
    (answer) => answer.total_amount_due,
  );

export const memberLoanTotalsQuery = (userId: number) =>
  queryOptions({ queryKey: [...loansKey, 'totals', userId], queryFn: () => getMemberLoanTotals(userId) });

export const useMemberLoanTotals = (userId: number) => useQuery(memberLoanTotalsQuery(userId));
