import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { StatusBadge, type Transaction, transactionLabel } from '../../transactions';

const columns: Column<Transaction>[] = [
  dateColumn('Date', (row) => row.transaction_date),
  {
    header: 'Transaction ID',
    cell: (row) => <span className="font-medium text-slate-900 tabular">{transactionLabel(row.id)}</span>,
  },
  kesColumn('Total Amount', (row) => row.total_payed),
  { header: 'Items', align: 'right', cell: (row) => row.transaction_types.length },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

/**
 * docs/spec/screens.md, "Member dashboard": the member's transactions, newest first, one server page of 10
 * at a time: Date, Transaction ID (TRN-…), Total Amount, Items, Status.
 */
export function MemberTransactionsTable(page: PagedRows<Transaction>) {
  return <Table label="My transactions" columns={columns} {...page} />;
}
