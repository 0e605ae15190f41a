import { type MemberLoanRow, operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

/** `GET /loans/user/{userId}`: the member's loans of both kinds (the member, or an admin). */
export const useMemberLoans = (userId: number) =>
  useRead(
    [...loansKey, 'user', userId],
    answerOf(operations.memberLoans),
    pathOfCall(operations.memberLoans, { params: { userId } }),
    'loans',
  );

/**
 * The short-term loan to show a member: the uncleared one (docs/decisions/loans.md, "One loan of each kind":
 * at most one), else the most recently issued.
 */
export function currentShortTermLoan(loans: readonly MemberLoanRow[]): MemberLoanRow | undefined {
  const shortTerm = loans
    .filter((loan) => loan.kind === 'short_term')
    .sort((a, b) => b.date_issued.localeCompare(a.date_issued) || b.id - a.id);
  return shortTerm.find((loan) => loan.status.toLowerCase() === 'uncleared') ?? shortTerm[0];
}
