import { type MemberLoanRow, memberLoanList } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

/**
 * A loan with the listing fields of docs/decisions/loans.md, "Listing fields" and its kind; amounts in KES.
 */
export type MemberLoan = MemberLoanRow;

/** `GET /loans/user/{userId}`: the member's loans of both kinds (the member, or an admin). */
export const useMemberLoans = (userId: number) =>
  useRead([...loansKey, 'user', userId], memberLoanList, `/loans/user/${userId}`, 'loans');

/**
 * The short-term loan to show a member: the uncleared one (docs/decisions/loans.md, "One loan of each kind":
 * at most one), else the most recently issued.
 */
export function currentShortTermLoan(loans: readonly MemberLoan[]): MemberLoan | undefined {
  const shortTerm = loans
    .filter((loan) => loan.kind === 'short_term')
    .sort((a, b) => b.date_issued.localeCompare(a.date_issued) || b.id - a.id);
  return shortTerm.find((loan) => loan.status.toLowerCase() === 'uncleared') ?? shortTerm[0];
}
