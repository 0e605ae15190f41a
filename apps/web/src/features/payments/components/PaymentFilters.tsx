import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS } from '@links/domain';
import { Field } from '../../../components/ui/Field';
import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';
import { sourceLabels } from './labels';

export const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;
export type FilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;

const sortOptions = [
  { value: 'paid_at', label: 'Oldest first' },
  { value: '-amount', label: 'Largest first' },
  { value: 'amount', label: 'Smallest first' },
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
    <ListFilters
      label="Filter payments"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Receipt, payer, member or M-number"
      filtering={Boolean(values.status || values.source || values.from || values.to || values.sort)}
    >
      <Select
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={Object.entries(PAYMENT_STATUS_FILTERS).map(([value, label]) => ({ value, label }))}
        placeholder="All statuses"
      />
      <Select
        label="Source"
        value={values.source}
        onChange={(source) => onChange({ source })}
        options={PAYMENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] }))}
        placeholder="All sources"
      />
      <Field
        label="Paid from"
        type="date"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label="Paid to"
        type="date"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions}
        placeholder="Newest first"
      />
    </ListFilters>
  );
}
