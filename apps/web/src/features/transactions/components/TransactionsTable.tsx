import { Link } from 'react-router';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';

export const linkClass =
  '-mr-2 whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900';

/**
 * docs/spec/screens.md, "Other tables", Transactions list: Date, Transaction ID (TRN-), Username, Total
 * Amount, Items Count, Status, Actions (View Details), one server page at a time. A member's own
 * list leaves out the Username column.
 */
export function TransactionsTable({
  withUsername = true,
  label = 'Transactions',
  ...page
}: PagedRows<Transaction> & {
  withUsername?: boolean;
  label?: string;
}) {
  const columns: Column<Transaction>[] = [
    dateColumn('Date', (row) => row.transaction_date),
    {
      header: 'Transaction ID',
      cell: (row) => <span className="font-medium text-slate-900 tabular">{transactionLabel(row.id)}</span>,
    },
    ...(withUsername ? [{ header: 'Username', cell: (row: Transaction) => row.username }] : []),
    kesColumn('Total Amount', (row) => row.total_payed),
    { header: 'Items Count', align: 'right', cell: (row) => row.transaction_types.length },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Link to={`/transactions/${row.id}`} className={linkClass}>
          View Details<span className="sr-only"> of {transactionLabel(row.id)}</span>
        </Link>
      ),
    },
  ];
  return <Table label={label} columns={columns} {...page} />;
}
