import { Link } from 'react-router';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
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
  label,
  ...page
}: PagedRows<Transaction> & {
  withUsername?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const columns: Column<Transaction>[] = [
    dateColumn(t('transactions.table.date'), (row) => row.transaction_date),
    {
      header: t('transactions.table.transactionId'),
      cell: (row) => <span className="font-medium text-slate-900 tabular">{transactionLabel(row.id)}</span>,
    },
    ...(withUsername
      ? [{ header: t('transactions.table.username'), cell: (row: Transaction) => row.username }]
      : []),
    kesColumn(t('transactions.table.totalAmount'), (row) => row.total_payed),
    {
      header: t('transactions.table.itemsCount'),
      align: 'right',
      cell: (row) => row.transaction_types.length,
    },
    { header: t('transactions.table.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t('transactions.table.actions'),
      align: 'right',
      cell: (row) => (
        <Link to={`/transactions/${row.id}`} className={linkClass}>
          {t('transactions.table.viewDetails')}
          <span className="sr-only">
            {' '}
            {t('transactions.table.viewDetailsOf', { id: transactionLabel(row.id) })}
          </span>
        </Link>
      ),
    },
  ];
  return <Table label={label ?? t('transactions.table.label')} columns={columns} {...page} />;
}
