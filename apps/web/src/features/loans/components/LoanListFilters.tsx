import { choices, dateRangeFields, filterBar, orderBy, selectField } from '../../../components/ui/FilterBar';

export const LOAN_FILTERS = ['q', 'status', 'from', 'to', 'sort'] as const;
export const PAYMENT_FILTERS = ['q', 'from', 'to', 'sort'] as const;

const loanFields = [
  selectField('status', 'Status', choices({ Uncleared: 'Uncleared', Cleared: 'Cleared' }), 'All statuses'),
  ...dateRangeFields('Issued from', 'Issued to'),
  orderBy('Newest first', {
    created_at: 'Oldest first',
    '-date_issued': 'Latest issued first',
    date_issued: 'Earliest issued first',
    due_date: 'Due soonest first',
    '-loan_amount': 'Largest loan first',
    loan_amount: 'Smallest loan first',
    '-amount_due': 'Most owed first',
    amount_due: 'Least owed first',
  }),
];

const paymentFields = [
  ...dateRangeFields('Paid from', 'Paid to'),
  orderBy('Newest first', {
    created_at: 'Oldest first',
    '-transaction_amount': 'Largest payment first',
    transaction_amount: 'Smallest payment first',
  }),
];

/** The Loan Accounts tab's search (member name or loan number), status, issue dates and order. */
export const LoanFilters = filterBar('Filter loans', 'Member name or loan number', loanFields);

/** The Payment History tab's search (member name), payment dates and order. */
export const PaymentFilters = filterBar('Filter payments', 'Member name', paymentFields);
