import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { fullName } from '../../members';
import type { MemberAccount } from '../api/get-accounts';

/** docs/spec/screens.md, "Other tables", Accounts: User, Email, Savings, Monthly Expected, View. */
export function AccountsTable({
  onView,
  ...page
}: PagedRows<MemberAccount> & { onView: (account: MemberAccount) => void }) {
  const columns: Column<MemberAccount>[] = [
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
