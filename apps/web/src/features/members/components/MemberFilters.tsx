import { choices, FilterBar, type FilterProps, orderBy, selectField } from '../../../components/ui/FilterBar';

export const MEMBER_FILTERS = ['q', 'role', 'status', 'sort'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

const fields = [
  selectField('role', 'Role', choices({ admin: 'Admins', member: 'Members' }), 'Everyone'),
  // docs/decisions/member-exits.md, "Inactive members": the active ones unless asked otherwise.
  selectField(
    'status',
    'Status',
    choices({ inactive: 'Left the group', all: 'Everyone, also who left' }),
    'Active',
  ),
  orderBy('Name, A to Z', {
    '-name': 'Name, Z to A',
    member_number: 'Member number',
    '-created_at': 'Newest members first',
    created_at: 'Oldest members first',
  }),
];

/**
 * The search (name, member number, and for an admin email or phone), the role and the order of
 * the members screens, all answered by the server (`GET /get-users?q&role&sort`).
 */
export function MemberFilters({
  admin,
  ...props
}: FilterProps<'role' | 'status' | 'sort'> & { admin: boolean }) {
  const placeholder = admin ? 'Name, member number, phone or email' : 'Name or member number';
  return <FilterBar label="Filter members" placeholder={placeholder} fields={fields} {...props} />;
}
