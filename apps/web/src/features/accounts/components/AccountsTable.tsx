import type { MemberAccountRow } from '@links/domain';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { fullName } from '../../members';

/** docs/spec/screens.md, "Other tables", Accounts: User, Email, Savings, Monthly Expected, View. */
export function AccountsTable({
  onView,
  ...page
}: PagedRows<MemberAccountRow> & { onView: (account: MemberAccountRow) => void }) {
  const columns: Column<MemberAccountRow>[] = [
    nameColumn('User', (row) => fullName(row)),
    { header: 'Email', cell: (row) => <span className="break-all">{row.email}</span> },
    kesColumn('Savings', (row) => row.savings),
    kesColumn('Monthly Expected', (row) => row.monthly_expected),
    {
      header: 'View',
      align: 'right',
      cell: (row) => (
        <button type="button" onClick={() => onView(row)} className={rowActionClass}>
          View<span className="sr-only"> profile of {fullName(row)}</span>
        </button>
      ),
    },
  ];
  return <Table label="Accounts" columns={columns} rowKey={(row) => row.account_id} {...page} />;
}
