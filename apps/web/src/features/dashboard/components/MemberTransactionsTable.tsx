import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { StatusBadge, type Transaction, transactionLabel } from '../../transactions';

/**
 * docs/spec/screens.md, "Member dashboard": the member's transactions, newest first, one server page of 10
 * at a time: Date, Transaction ID (TRN-…), Total Amount, Items, Status.
 */
export function MemberTransactionsTable(page: PagedRows<Transaction>) {
  const { t } = useTranslation();
  const columns: Column<Transaction>[] = [
    dateColumn(t('home.table.date'), (row) => row.transaction_date),
    {
      header: t('home.table.transactionId'),
      cell: (row) => <span className="font-medium text-slate-900 tabular">{transactionLabel(row.id)}</span>,
    },
    kesColumn(t('home.table.totalAmount'), (row) => row.total_payed),
    { header: t('home.table.items'), align: 'right', cell: (row) => row.transaction_types.length },
    { header: t('home.table.status'), cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return <Table label={t('home.table.label')} columns={columns} {...page} />;
}
