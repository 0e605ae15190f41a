import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';

export const MEMBER_FILTERS = ['q', 'role', 'sort'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

const sortOptions = [
  { value: '-name', label: 'Name, Z to A' },
  { value: 'member_number', label: 'Member number' },
  { value: '-created_at', label: 'Newest members first' },
  { value: 'created_at', label: 'Oldest members first' },
];

/**
 * The search (name, member number, and for an admin email or phone), the role and the order of
 * the members screens, all answered by the server (`GET /get-users?q&role&sort`).
 */
export function MemberFilters({
  values,
  onChange,
  admin,
}: {
  values: MemberFilterValues;
  onChange: (values: Partial<MemberFilterValues>) => void;
  admin: boolean;
}) {
  return (
    <ListFilters
      label="Filter members"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder={admin ? 'Name, member number, phone or email' : 'Name or member number'}
      filtering={Boolean(values.role || values.sort)}
    >
      <Select
        label="Role"
        value={values.role}
        onChange={(role) => onChange({ role })}
        options={[
          { value: 'admin', label: 'Admins' },
          { value: 'member', label: 'Members' },
        ]}
        placeholder="Everyone"
      />
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
