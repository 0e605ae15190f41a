import { operations } from '@links/domain';
import { loanLists } from './get-loans';

/** A row of the payment history (spec §3 "Loan payment"): one approved repayment, split, in KES. */
export type { LoanPaymentRow as LoanPayment } from '@links/domain';

/** The repayments of loans of a kind (`loanPaymentListQuery`), newest first unless ordered otherwise. */
export const loanPaymentList = loanLists(
  'payments',
  { long_term: operations.longTermLoanPayments, short_term: operations.shortTermLoanPayments },
  ['q', 'from', 'to', 'sort'],
  'loan-payments.csv',
);
