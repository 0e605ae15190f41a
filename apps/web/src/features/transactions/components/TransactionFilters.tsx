import { TRANSACTION_LIST_STATUSES } from '@links/domain';
import {
  choices,
  dateRangeFields,
  FilterBar,
  type FilterField,
  type FilterProps,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { transactionTypeLabels } from './labels';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;
type Key = Exclude<(typeof TRANSACTION_FILTERS)[number], 'q'>;

const statusOptions = TRANSACTION_LIST_STATUSES.map((status) => ({ value: status, label: status }));
const statusField: FilterField<Key> = selectField('status', 'Status', statusOptions, 'All statuses');

const otherFields: FilterField<Key>[] = [
  selectField('type', 'Type', choices(transactionTypeLabels), 'All types'),
  ...dateRangeFields('From', 'To'),
  orderBy('Newest entered first', {
    created_at: 'Oldest entered first',
    '-transaction_date': 'Latest payment date first',
    transaction_date: 'Earliest payment date first',
    '-total_payed': 'Largest amount first',
    total_payed: 'Smallest amount first',
  }),
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
