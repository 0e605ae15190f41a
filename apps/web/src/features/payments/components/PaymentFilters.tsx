import { PAYMENT_STATUS_FILTERS } from '@links/domain';
import { choices, dateRangeFields, filterBar, orderBy, selectField } from '../../../components/ui/FilterBar';
import { sourceLabels } from './labels';

export const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;

const fields = [
  selectField('status', 'Status', choices(PAYMENT_STATUS_FILTERS), 'All statuses'),
  selectField('source', 'Source', choices(sourceLabels), 'All sources'),
  ...dateRangeFields('Paid from', 'Paid to'),
  orderBy('Newest first', { paid_at: 'Oldest first', '-amount': 'Largest first', amount: 'Smallest first' }),
];

/** The search, the status, source and day filters, and the order of /payments. */
export const PaymentFilters = filterBar('Filter payments', 'Receipt, payer, member or M-number', fields);
