import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

/** What a member owes on their uncleared loans, in KES (docs/decisions/loans.md, "Loan totals"). */
export type { MemberLoanTotals } from '@links/domain';

/** `GET /loans/total/{userId}`. */
export const useMemberLoanTotals = (userId: number) =>
  useRead(
    [...loansKey, 'totals', userId],
    answerOf(operations.memberLoanTotals),
    pathOfCall(operations.memberLoanTotals, { params: { userId } }),
    'total_amount_due',
  );
