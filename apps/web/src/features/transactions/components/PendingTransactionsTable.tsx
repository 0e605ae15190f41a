import { formatDate } from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';
import { linkClass } from './TransactionsTable';

/**
 * Product spec §2, All Pending Transactions: Date (short month, day, year), Total Amount(KES) with
 * two decimals, Status (Pending shown as Pending Approval) and a View link to the detail.
 */
export function PendingTransactionsTable(page: PagedRows<Transaction>) {
  const columns: Column<Transaction>[] = [
    {
      header: 'Date',
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.transaction_date)}</span>,
    },
    {
      header: 'Total Amount(KES)',
      align: 'right',
      cell: (row) => <Money cents={kesToCents(row.total_payed)} />,
    },
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
  return <Table label="Pending transactions" columns={columns} rowKey={(row) => row.id} {...page} />;
}
