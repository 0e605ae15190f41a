import { OVERALL_STATUSES, TRANSACTION_TYPES } from '@links/domain';
import { Field } from '../../../components/ui/Field';
import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';
import { transactionTypeLabels } from './labels';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;

const sortOptions = [
  { value: 'created_at', label: 'Oldest entered first' },
  { value: '-transaction_date', label: 'Latest payment date first' },
  { value: 'transaction_date', label: 'Earliest payment date first' },
  { value: '-total_payed', label: 'Largest amount first' },
  { value: 'total_payed', label: 'Smallest amount first' },
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
    <ListFilters
      label="Filter transactions"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Member name or receipt"
      filtering={Boolean(values.status || values.type || values.from || values.to || values.sort)}
    >
      {withStatus ? (
        <Select
          label="Status"
          value={values.status}
          onChange={(status) => onChange({ status })}
          options={OVERALL_STATUSES.map((status) => ({ value: status, label: status }))}
          placeholder="All statuses"
        />
      ) : null}
      <Select
        label="Type"
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabels[type] }))}
        placeholder="All types"
      />
      <Field
        label="From"
        type="date"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label="To"
        type="date"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions}
        placeholder="Newest entered first"
      />
    </ListFilters>
  );
}
