import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';

export const ACCOUNT_FILTERS = ['q', 'sort'] as const;
export type AccountFilterValues = Record<(typeof ACCOUNT_FILTERS)[number], string>;

const sortOptions = [
  { value: '-savings', label: 'Most savings first' },
  { value: 'savings', label: 'Least savings first' },
  { value: 'member_number', label: 'Member number' },
  { value: '-created_at', label: 'Newest accounts first' },
];

/** The accounts table's search (name, number, phone or email) and order (`GET /allacounts?q&sort`). */
export function AccountFilters({
  values,
  onChange,
}: {
  values: AccountFilterValues;
  onChange: (values: Partial<AccountFilterValues>) => void;
}) {
  return (
    <ListFilters
      label="Filter accounts"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Name, member number, phone or email"
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
