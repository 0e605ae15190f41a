import { dateColumn, kesColumn, linkColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import { ItemStatus, type MemberItemRow, transactionLabel } from '../../transactions';

const columns: Column<MemberItemRow>[] = [
  dateColumn('Date', (row) => row.transaction_date),
  linkColumn(
    'Transaction ID',
    (row) => `/transactions/${row.transaction_id}`,
    (row) => transactionLabel(row.transaction_id),
    'font-semibold text-brand-700 tabular hover:text-brand-900 hover:underline',
  ),
  kesColumn('Amount', (row) => row.amount),
  {
    header: 'Status',
    cell: (row) => <ItemStatus status={row.status} reason={row.reject_reason} />,
  },
];

/**
 * A member's savings or loan items (docs/spec/entities.md, "Long-term loan": transaction_id, created_at,
 * amount, status).
 */
export function MemberItemsTable({ label, rows }: { label: string; rows: readonly MemberItemRow[] }) {
  return <Table label={label} columns={columns} rows={rows} rowKey={(row) => row.item_id} />;
}
