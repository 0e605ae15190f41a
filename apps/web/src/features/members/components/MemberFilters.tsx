import {
  FilterBar,
  type FilterField,
  type FilterProps,
  orderField,
  selectField,
} from '../../../components/ui/FilterBar';

export const MEMBER_FILTERS = ['q', 'role', 'sort'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

const fields: FilterField<'role' | 'sort'>[] = [
  selectField(
    'role',
    'Role',
    [
      { value: 'admin', label: 'Admins' },
      { value: 'member', label: 'Members' },
    ],
    'Everyone',
  ),
  orderField(
    [
      { value: '-name', label: 'Name, Z to A' },
      { value: 'member_number', label: 'Member number' },
      { value: '-created_at', label: 'Newest members first' },
      { value: 'created_at', label: 'Oldest members first' },
    ],
    'Name, A to Z',
  ),
];

/**
 * The search (name, member number, and for an admin email or phone), the role and the order of
 * the members screens, all answered by the server (`GET /get-users?q&role&sort`).
 */
export function MemberFilters({ admin, ...props }: FilterProps<'role' | 'sort'> & { admin: boolean }) {
  const placeholder = admin ? 'Name, member number, phone or email' : 'Name or member number';
  return <FilterBar label="Filter members" placeholder={placeholder} fields={fields} {...props} />;
}
