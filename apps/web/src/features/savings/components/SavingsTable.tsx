import type { SavingRow } from '@links/domain';
import { Link } from 'react-router';
import { kesColumn, nameColumn, rowActionClass } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';

const memberName = (row: SavingRow) => `${row.user_firstname} ${row.user_lastname}`.trim();

/**
 * docs/spec/screens.md, "Other tables", Savings: User, Amount Saved, Expected Saving, Actions (View Saving).
 */
export function SavingsTable(page: PagedRows<SavingRow>) {
  const columns: Column<SavingRow>[] = [
    nameColumn('User', (row) => memberName(row)),
    kesColumn('Amount Saved', (row) => row.amount_saved),
    kesColumn('Expected Saving', (row) => row.expected_saving),
    {
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Link to={`/saving-details/${row.saving_id}`} className={rowActionClass}>
          View Saving<span className="sr-only"> of {memberName(row)}</span>
        </Link>
      ),
    },
  ];
  return <Table label="Savings" columns={columns} rowKey={(row) => row.saving_id} {...page} />;
}
