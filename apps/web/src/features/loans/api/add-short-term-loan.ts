import { orApprovalPending, shortTermLoanCreated } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useIssueLoan } from './use-issue-loan';

/**
 * `POST /addshorttermloan` (docs/spec/calls.md, "The calls"). The derived figures are sent too, and the
 * server checks them to the cent (docs/decisions/loans.md, "Short-term loans"); the status of a new loan is
 * `uncleared`.
 */
export interface AddShortTermLoanInput {
  user_id: number;
  principal: number;
  /** A fraction: 0.18 for 18%. */
  interest_rate: number;
  interest_amount: number;
  amount_due: number;
  payment_period: number;
  installment_amount: number;
  date_issued: string;
  due_date: string;
  status: 'uncleared';
  /** The money account that pays the loan out (docs/books.md); absent, the group default. */
  account_id?: number;
}

export const addShortTermLoan = (input: AddShortTermLoanInput) =>
  requestParsed(orApprovalPending(shortTermLoanCreated), '/addshorttermloan', 'POST', input);

/** Issues a short-term loan; loan lists and totals, and the accounts' monthly figures, refresh. */
export const useAddShortTermLoan = () => useIssueLoan(addShortTermLoan);
