import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS } from '@links/domain';
import {
  dateRangeFields,
  type FilterField,
  filterBar,
  orderField,
  selectField,
} from '../../../components/ui/FilterBar';
import { sourceLabels } from './labels';

export const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;
export type FilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;

const fields: FilterField<Exclude<(typeof PAYMENT_FILTERS)[number], 'q'>>[] = [
  selectField(
    'status',
    'Status',
    Object.entries(PAYMENT_STATUS_FILTERS).map(([value, label]) => ({ value, label })),
    'All statuses',
  ),
  selectField(
    'source',
    'Source',
    PAYMENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] })),
    'All sources',
  ),
  ...dateRangeFields('Paid from', 'Paid to'),
  orderField(
    [
      { value: 'paid_at', label: 'Oldest first' },
      { value: '-amount', label: 'Largest first' },
      { value: 'amount', label: 'Smallest first' },
    ],
    'Newest first',
  ),
];

/** The search, the status, source and day filters, and the order of /payments. */
export const PaymentFilters = filterBar('Filter payments', 'Receipt, payer, member or M-number', fields);
