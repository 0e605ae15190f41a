import { OVERALL_STATUSES, TRANSACTION_TYPES } from '@links/domain';
import {
  dateRangeFields,
  FilterBar,
  type FilterField,
  type FilterProps,
  orderField,
  selectField,
} from '../../../components/ui/FilterBar';
import { transactionTypeLabels } from './labels';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;
type Key = Exclude<(typeof TRANSACTION_FILTERS)[number], 'q'>;

const statusField: FilterField<Key> = selectField(
  'status',
  'Status',
  OVERALL_STATUSES.map((status) => ({ value: status, label: status })),
  'All statuses',
);

const otherFields: FilterField<Key>[] = [
  selectField(
    'type',
    'Type',
    TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabels[type] })),
    'All types',
  ),
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
  withStatus = true,
  ...props
}: FilterProps<Key> & { withStatus?: boolean }) {
  const fields = withStatus ? [statusField, ...otherFields] : otherFields;
  return (
    <FilterBar label="Filter transactions" placeholder="Member name or receipt" fields={fields} {...props} />
  );
}
