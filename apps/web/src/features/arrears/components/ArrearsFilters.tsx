import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';
import type { ArrearsFilter } from '../api/arrears';

const buckets = [
  { value: '1-30', label: '1–30 days' },
  { value: '31-60', label: '31–60 days' },
  { value: '61-90', label: '61–90 days' },
  { value: 'over-90', label: 'Over 90 days' },
];
const orders = [
  { value: 'days_past_due', label: 'Fewest days late first' },
  { value: '-overdue', label: 'Most overdue first' },
  { value: 'overdue', label: 'Least overdue first' },
  { value: '-principal_outstanding', label: 'Most outstanding first' },
  { value: 'principal_outstanding', label: 'Least outstanding first' },
];

/** The arrears list's search (member name), PAR bucket and order. */
export function ArrearsFilters({
  values,
  onChange,
}: {
  values: ArrearsFilter;
  onChange: (changes: Partial<ArrearsFilter>) => void;
}) {
  return (
    <ListFilters
      label="Filter arrears"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Member name"
      filtering={Boolean(values.bucket || values.sort)}
    >
      <Select
        label="Days past due"
        value={values.bucket}
        onChange={(bucket) => onChange({ bucket })}
        options={buckets}
        placeholder="Any"
      />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={orders}
        placeholder="Most days late first"
      />
    </ListFilters>
  );
}
