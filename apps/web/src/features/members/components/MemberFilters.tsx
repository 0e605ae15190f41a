import type { TFunction } from 'i18next';
import { choices, FilterBar, type FilterProps, orderBy, selectField } from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';

export const MEMBER_FILTERS = ['q', 'role', 'status', 'sort'] as const;
export type MemberFilterValues = Record<(typeof MEMBER_FILTERS)[number], string>;

const fieldsOf = (t: TFunction) => [
  selectField(
    'role',
    t('members.filters.role'),
    choices({ admin: t('members.filters.admins'), member: t('members.filters.members') }),
    t('members.filters.everyone'),
  ),
  // docs/decisions/member-exits.md, "Inactive members": the active ones unless asked otherwise.
  selectField(
    'status',
    t('members.filters.status'),
    choices({ inactive: t('members.filters.inactive'), all: t('members.filters.all') }),
    t('members.filters.active'),
  ),
  orderBy(t('members.filters.nameAsc'), {
    '-name': t('members.filters.nameDesc'),
    member_number: t('members.filters.memberNumber'),
    '-created_at': t('members.filters.newest'),
    created_at: t('members.filters.oldest'),
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
  const { t } = useTranslation();
  const placeholder = admin ? t('members.filters.searchAdmin') : t('members.filters.search');
  return (
    <FilterBar label={t('members.filters.label')} placeholder={placeholder} fields={fieldsOf(t)} {...props} />
  );
}
