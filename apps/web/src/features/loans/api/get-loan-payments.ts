import { operations } from '@links/domain';
import { loanLists } from './get-loans';

/** The repayments of loans of a kind (`loanPaymentListQuery`), newest first unless ordered otherwise. */
export const loanPaymentList = loanLists(
  'payments',
  { long_term: operations.longTermLoanPayments, short_term: operations.shortTermLoanPayments },
  ['q', 'from', 'to', 'sort'],
  'loan-payments.csv',
);
