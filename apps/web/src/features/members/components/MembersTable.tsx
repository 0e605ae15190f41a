import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { fullName, type ListedUser } from '../api/get-users';
import { RoleBadge } from './RoleBadge';

const nameColumn: Column<ListedUser> = {
  header: 'Full Name',
  cell: (user) => <span className="font-medium text-slate-900">{fullName(user)}</span>,
};
const emailColumn: Column<ListedUser> = { header: 'Email', cell: (user) => user.email };
const roleColumn: Column<ListedUser> = { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> };

/**
 * Product spec §2, Members screens: Full Name, Email and Role for admins; full name and role for
 * members (the API sends them no emails). The members table passes no paging (spec, Shared table):
 * one server page holds a group of up to 50, and only a larger group gets the pager.
 */
export function MembersTable({
  withEmail,
  pagination,
  ...page
}: PagedRows<ListedUser> & { withEmail: boolean }) {
  const columns = withEmail ? [nameColumn, emailColumn, roleColumn] : [nameColumn, roleColumn];
  const paged = pagination !== null && pagination.pages > 1;
  return (
    <Table
      label="Members"
      columns={columns}
      rowKey={(user) => user.users_id}
      paged={paged}
      pagination={paged ? pagination : null}
      {...page}
    />
  );
}
