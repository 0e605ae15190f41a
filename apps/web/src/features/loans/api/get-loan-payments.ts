import { loanPaymentList } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';
import type { LoanKind } from './get-loans';

/** A row of the payment history (spec §3 "Loan payment"): one approved repayment, split, in KES. */
export type { LoanPaymentRow as LoanPayment } from '@links/domain';

const paymentPaths: Record<LoanKind, string> = {
  long_term: '/loan-payments/long-term',
  short_term: '/loan-payments/short-term',
};

/** Every repayment of loans of a kind, newest first. */
export const getLoanPayments = (kind: LoanKind) =>
  requestParsed(loanPaymentList, paymentPaths[kind]).then((answer) => answer.payments);

export const loanPaymentsQuery = (kind: LoanKind) =>
  queryOptions({ queryKey: [...loansKey, 'payments', kind], queryFn: () => getLoanPayments(kind) });

export const useLoanPayments = (kind: LoanKind) => useQuery(loanPaymentsQuery(kind));
