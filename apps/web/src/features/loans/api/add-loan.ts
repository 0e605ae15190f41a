import { longTermLoanCreated, orApprovalPending } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useIssueLoan } from './use-issue-loan';

/**
 * `POST /addloan` (docs/spec/calls.md, "The calls"): the rate and the term come from the group settings
 * (docs/decisions/loans.md, "Group settings").
 */
export interface AddLoanInput {
  user_id: number;
  loan_amount: number;
  date_issued: string;
  /** The money account that pays the loan out (docs/books.md); absent, the group default. */
  account_id?: number;
}

export const addLoan = (input: AddLoanInput) =>
  requestParsed(orApprovalPending(longTermLoanCreated), '/addloan', 'POST', input);

/** Issues a long-term loan, or sends it for approval (docs/decisions/approvals.md); loan lists and totals, and the accounts' monthly figures, refresh. */
export const useAddLoan = () => useIssueLoan(addLoan);
