import { Link } from 'react-router';
import { kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import type { SavingsAccount } from '../api/get-savings';

const memberName = (row: SavingsAccount) => `${row.user_firstname} ${row.user_lastname}`.trim();

/** Product spec §2 Other tables, Savings: User, Amount Saved, Expected Saving, Actions (View Saving). */
export function SavingsTable(page: PagedRows<SavingsAccount>) {
  const columns: Column<SavingsAccount>[] = [
    { header: 'User', cell: (row) => <span className="font-medium text-slate-900">{memberName(row)}</span> },
    kesColumn('Amount Saved', (row) => row.amount_saved),
    kesColumn('Expected Saving', (row) => row.expected_saving),
    {
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Link
          to={`/saving-details/${row.saving_id}`}
          className="-mr-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
        >
          View Saving<span className="sr-only"> of {memberName(row)}</span>
        </Link>
      ),
    },
  ];
  return <Table label="Savings" columns={columns} rowKey={(row) => row.saving_id} {...page} />;
}
