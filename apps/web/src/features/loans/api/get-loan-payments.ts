import { loanPaymentListAnswer } from '@links/domain';
import { loanLists } from './get-loans';

/**
 * A row of the payment history (docs/spec/entities.md, "Loan payment" "Loan payment"): one approved
 * repayment, split, in KES.
 */
export type { LoanPaymentRow as LoanPayment } from '@links/domain';

/** The repayments of loans of a kind (`loanPaymentListQuery`), newest first unless ordered otherwise. */
export const loanPaymentList = loanLists(
  'payments',
  { long_term: '/loan-payments/long-term', short_term: '/loan-payments/short-term' },
  loanPaymentListAnswer,
  ['q', 'from', 'to', 'sort'],
  'loan-payments.csv',
);
