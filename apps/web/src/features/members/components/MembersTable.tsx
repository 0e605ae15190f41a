import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { fullName, type ListedUser } from '../api/get-users';
import { OfficeBadge, OfficeCell } from './OfficeCell';
import { RoleBadge } from './RoleBadge';

const nameColumn = (t: TFunction): Column<ListedUser> => ({
  header: t('members.table.fullName'),
  cell: (user) => (
    <span className="font-medium text-slate-900">
      {fullName(user)}
      {user.status === 'inactive' ? (
        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          {t('members.table.left')}
        </span>
      ) : null}
    </span>
  ),
});
/** docs/decisions/member-exits.md: an official opens a member's exit, or reactivates one who left. */
const exitColumn = (t: TFunction): Column<ListedUser> => ({
  header: t('members.table.membership'),
  cell: (user) => (
    <Link
      className="text-sm font-medium text-brand-700 hover:underline max-md:inline-flex max-md:min-w-11 max-md:items-center max-md:justify-end"
      to={`/members/${user.users_id}/exit`}
    >
      {user.status === 'inactive' ? t('members.table.reactivate') : t('members.table.exit')}
    </Link>
  ),
});
const emailColumn = (t: TFunction): Column<ListedUser> => ({
  header: t('members.table.email'),
  cell: (user) => user.email,
});
const roleColumn = (t: TFunction): Column<ListedUser> => ({
  header: t('members.table.role'),
  cell: (user) => <RoleBadge role={user.role} />,
});
/** docs/decisions/offices.md: the office beside the role; an official may change it. */
const officeColumn = (t: TFunction, changes: boolean): Column<ListedUser> => ({
  header: t('members.table.office'),
  cell: (user) => (changes ? <OfficeCell user={user} /> : <OfficeBadge office={user.office} />),
});

/**
 * docs/spec/screens.md, "The shared table", Members screens: Full Name, Email and Role for admins; full name
 * and role for members, each with the office beside the role (the API sends them no emails). The members
 * table passes no paging (spec, Shared table): one server page holds a group of up to 50, and only a larger
 * group gets the pager.
 */
export function MembersTable({
  withEmail,
  changesOffices,
  pagination,
  ...page
}: PagedRows<ListedUser> & { withEmail: boolean; changesOffices: boolean }) {
  const { t } = useTranslation();
  const name = nameColumn(t);
  const role = roleColumn(t);
  const office = officeColumn(t, changesOffices);
  const columns = withEmail
    ? [name, emailColumn(t), role, office, ...(changesOffices ? [exitColumn(t)] : [])]
    : [name, role, office];
  const paged = pagination !== null && pagination.pages > 1;
  return (
    <Table
      label={t('members.table.label')}
      columns={columns}
      rowKey={(user) => user.users_id}
      paged={paged}
      pagination={paged ? pagination : null}
      {...page}
    />
  );
}
