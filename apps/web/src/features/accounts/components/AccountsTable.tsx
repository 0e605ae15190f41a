import { kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { fullName } from '../../members';
import type { MemberAccount } from '../api/get-accounts';

/** Product spec §2 Other tables, Accounts: User, Email, Savings, Monthly Expected, View. */
export function AccountsTable({
  onView,
  ...page
}: PagedRows<MemberAccount> & { onView: (account: MemberAccount) => void }) {
  const columns: Column<MemberAccount>[] = [
    { header: 'User', cell: (row) => <span className="font-medium text-slate-900">{fullName(row)}</span> },
    { header: 'Email', cell: (row) => <span className="break-all">{row.email}</span> },
    kesColumn('Savings', (row) => row.savings),
    kesColumn('Monthly Expected', (row) => row.monthly_expected),
    {
      header: 'View',
      align: 'right',
      cell: (row) => (
        <button
          type="button"
          onClick={() => onView(row)}
          className="-mr-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
        >
          View<span className="sr-only"> profile of {fullName(row)}</span>
        </button>
      ),
    },
  ];
  return <Table label="Accounts" columns={columns} rowKey={(row) => row.account_id} {...page} />;
}
