import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS } from '@links/domain';
import { dateRangeFields, FilterBar, type FilterField, orderField } from '../../../components/ui/FilterBar';
import { sourceLabels } from './labels';

export const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;
export type FilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;

const fields: FilterField<Exclude<(typeof PAYMENT_FILTERS)[number], 'q'>>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    options: Object.entries(PAYMENT_STATUS_FILTERS).map(([value, label]) => ({ value, label })),
    placeholder: 'All statuses',
  },
  {
    kind: 'select',
    key: 'source',
    label: 'Source',
    options: PAYMENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] })),
    placeholder: 'All sources',
  },
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
export function PaymentFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (values: Partial<FilterValues>) => void;
}) {
  return (
    <FilterBar
      label="Filter payments"
      placeholder="Receipt, payer, member or M-number"
      fields={fields}
      values={values}
      onChange={onChange}
    />
  );
}
