import {
  dateRangeFields,
  type FilterField,
  filterBar,
  orderField,
  selectField,
} from '../../../components/ui/FilterBar';

export const LOAN_FILTERS = ['q', 'status', 'from', 'to', 'sort'] as const;
export type LoanFilterValues = Record<(typeof LOAN_FILTERS)[number], string>;
export const PAYMENT_FILTERS = ['q', 'from', 'to', 'sort'] as const;
export type PaymentFilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;

const loanFields: FilterField<'status' | 'from' | 'to' | 'sort'>[] = [
  selectField(
    'status',
    'Status',
    [
      { value: 'Uncleared', label: 'Uncleared' },
      { value: 'Cleared', label: 'Cleared' },
    ],
    'All statuses',
  ),
  ...dateRangeFields('Issued from', 'Issued to'),
  orderField(
    [
      { value: 'created_at', label: 'Oldest first' },
      { value: '-date_issued', label: 'Latest issued first' },
      { value: 'date_issued', label: 'Earliest issued first' },
      { value: 'due_date', label: 'Due soonest first' },
      { value: '-loan_amount', label: 'Largest loan first' },
      { value: 'loan_amount', label: 'Smallest loan first' },
      { value: '-amount_due', label: 'Most owed first' },
      { value: 'amount_due', label: 'Least owed first' },
    ],
    'Newest first',
  ),
];

const paymentFields: FilterField<'from' | 'to' | 'sort'>[] = [
  ...dateRangeFields('Paid from', 'Paid to'),
  orderField(
    [
      { value: 'created_at', label: 'Oldest first' },
      { value: '-transaction_amount', label: 'Largest payment first' },
      { value: 'transaction_amount', label: 'Smallest payment first' },
    ],
    'Newest first',
  ),
];

/** The Loan Accounts tab's search (member name or loan number), status, issue dates and order. */
export const LoanFilters = filterBar('Filter loans', 'Member name or loan number', loanFields);

/** The Payment History tab's search (member name), payment dates and order. */
export const PaymentFilters = filterBar('Filter payments', 'Member name', paymentFields);
