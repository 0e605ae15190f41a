import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { loansKey } from '../../member/api/loans-key';
import type { LoanKind } from './get-loans';

/** A row of the payment history (spec §3 "Loan payment"): one approved repayment, split, in KES. */
export interface LoanPayment {
  id: number;
  loan_id: number;
  user_firstname: string;
  user_lastname: string;
  transaction_amount: number;
  principal_paid: number;
  interest_paid: number;
  /** `principal` is what was lent; `interest_rate` a fraction (0.12). */
  loan_details: { principal: number; interest_rate: number };
  created_at: string;
}

const paymentPaths: Record<LoanKind, string> = {
  long_term: '/loan-payments/long-term',
  short_term: '/loan-payments/short-term',
};

/** Every repayment of loans of a kind, newest first. */
export const getLoanPayments = (kind: LoanKind) =>
  request<{ payments: LoanPayment[] }>(paymentPaths[kind]).then((answer) => answer.payments);

export const loanPaymentsQuery = (kind: LoanKind) =>
  queryOptions({ queryKey: [...loansKey, 'payments', kind], queryFn: () => getLoanPayments(kind) });

export const useLoanPayments = (kind: LoanKind) => useQuery(loanPaymentsQuery(kind));
