import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';

export const SAVING_FILTERS = ['q', 'sort'] as const;
export type SavingFilterValues = Record<(typeof SAVING_FILTERS)[number], string>;

const sortOptions = [
  { value: '-amount_saved', label: 'Most saved first' },
  { value: 'amount_saved', label: 'Least saved first' },
  { value: '-expected_saving', label: 'Highest target first' },
  { value: '-created_at', label: 'Newest accounts first' },
];

/** The savings table's search (the saver's name or number) and order (`GET /all-savings?q&sort`). */
export function SavingFilters({
  values,
  onChange,
}: {
  values: SavingFilterValues;
  onChange: (values: Partial<SavingFilterValues>) => void;
}) {
  return (
    <ListFilters
      label="Filter savings"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Member name or number"
      filtering={Boolean(values.sort)}
    >
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions}
        placeholder="Name, A to Z"
      />
    </ListFilters>
  );
}
