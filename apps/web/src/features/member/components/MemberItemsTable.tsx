import { formatDate } from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { ItemStatus, type MemberItemRow, transactionLabel } from '../../transactions';

const columns: Column<MemberItemRow>[] = [
  {
    header: 'Date',
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.transaction_date)}</span>,
  },
  {
    header: 'Transaction ID',
    cell: (row) => (
      <Link
        to={`/transactions/${row.transaction_id}`}
        className="font-semibold text-brand-700 tabular hover:text-brand-900 hover:underline"
      >
        {transactionLabel(row.transaction_id)}
      </Link>
    ),
  },
  { header: 'Amount', align: 'right', cell: (row) => <Money cents={kesToCents(row.amount)} /> },
  {
    header: 'Status',
    cell: (row) => <ItemStatus status={row.status} reason={row.reject_reason} />,
  },
];

/** A member's savings or loan items (product spec §3: transaction_id, created_at, amount, status). */
export function MemberItemsTable({ label, rows }: { label: string; rows: readonly MemberItemRow[] }) {
  return <Table label={label} columns={columns} rows={rows} rowKey={(row) => row.item_id} />;
}
