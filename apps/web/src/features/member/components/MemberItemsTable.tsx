import { dateColumn, kesColumn, linkColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { ItemStatus, type MemberItemRow, transactionLabel } from '../../transactions';

/**
 * A member's savings or loan items (docs/spec/entities.md, "Long-term loan": transaction_id, created_at,
 * amount, status).
 */
export function MemberItemsTable({ label, rows }: { label: string; rows: readonly MemberItemRow[] }) {
  const { t } = useTranslation();
  const columns: Column<MemberItemRow>[] = [
    dateColumn(t('member.items.date'), (row) => row.transaction_date),
    linkColumn(
      t('member.items.transactionId'),
      (row) => `/transactions/${row.transaction_id}`,
      (row) => transactionLabel(row.transaction_id),
      'font-semibold text-brand-700 tabular hover:text-brand-900 hover:underline',
    ),
    kesColumn(t('member.items.amount'), (row) => row.amount),
    {
      header: t('member.items.status'),
      cell: (row) => <ItemStatus status={row.status} reason={row.reject_reason} />,
    },
  ];
  return <Table label={label} columns={columns} rows={rows} rowKey={(row) => row.item_id} />;
}
