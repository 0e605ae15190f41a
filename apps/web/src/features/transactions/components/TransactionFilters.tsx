import { OVERALL_STATUSES, TRANSACTION_TYPES } from '@links/domain';
import { dateRangeFields, FilterBar, type FilterField, orderField } from '../../../components/ui/FilterBar';
import { transactionTypeLabels } from './labels';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;
type Key = Exclude<(typeof TRANSACTION_FILTERS)[number], 'q'>;

const statusField: FilterField<Key> = {
  kind: 'select',
  key: 'status',
  label: 'Status',
  options: OVERALL_STATUSES.map((status) => ({ value: status, label: status })),
  placeholder: 'All statuses',
};

const otherFields: FilterField<Key>[] = [
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    options: TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabels[type] })),
    placeholder: 'All types',
  },
  ...dateRangeFields('From', 'To'),
  orderField(
    [
      { value: 'created_at', label: 'Oldest entered first' },
      { value: '-transaction_date', label: 'Latest payment date first' },
      { value: 'transaction_date', label: 'Earliest payment date first' },
      { value: '-total_payed', label: 'Largest amount first' },
      { value: 'total_payed', label: 'Smallest amount first' },
    ],
    'Newest entered first',
  ),
];

/**
 * The search, the filters and the order of /transactions, all answered by the server
 * (`GET /transactions?q&status&type&from&to&sort`). The search is sent on Search or Enter; the
 * pickers apply at once.
 */
export function TransactionFilters({
  values,
  onChange,
  withStatus = true,
}: {
  values: TransactionFilterValues;
  onChange: (values: Partial<TransactionFilterValues>) => void;
  withStatus?: boolean;
}) {
  return (
    <FilterBar
      label="Filter transactions"
      placeholder="Member name or receipt"
      fields={withStatus ? [statusField, ...otherFields] : otherFields}
      values={values}
      onChange={onChange}
    />
  );
}
