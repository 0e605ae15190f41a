import { Link } from 'react-router';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';
import { linkClass } from './TransactionsTable';

/**
 * docs/spec/screens.md, "Pending transactions", All Pending Transactions: Date (short month, day, year),
 * Total Amount(KES) with two decimals, Status (Pending shown as Pending Approval) and a View link to the
 * detail.
 */
export function PendingTransactionsTable(page: PagedRows<Transaction>) {
  const columns: Column<Transaction>[] = [
    dateColumn('Date', (row) => row.transaction_date),
    kesColumn('Total Amount(KES)', (row) => row.total_payed),
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} pendingLabel="Pending Approval" /> },
    {
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Link to={`/transactions/${row.id}`} className={linkClass}>
          View
          <span className="sr-only">
            {' '}
            {transactionLabel(row.id)} of {row.username}
          </span>
        </Link>
      ),
    },
  ];
  return <Table label="Pending transactions" columns={columns} {...page} />;
}
