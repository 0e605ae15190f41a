import { Link } from 'react-router';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { type Transaction, transactionLabel } from '../api/types';
import { StatusBadge } from './StatusBadge';
import { linkClass } from './TransactionsTable';

/**
 * docs/spec/screens.md, "Pending transactions", All Pending Transactions: Date (as tables write a day,
 * docs/decisions/formats.md, "Dates"), Total Amount(KES) with two decimals, Status (Pending shown as
 * Pending Approval) and a View link to the detail.
 */
export function PendingTransactionsTable(page: PagedRows<Transaction>) {
  const { t } = useTranslation();
  const columns: Column<Transaction>[] = [
    dateColumn(t('transactions.table.date'), (row) => row.transaction_date),
    kesColumn(t('transactions.table.totalAmountKes'), (row) => row.total_payed),
    {
      header: t('transactions.table.status'),
      cell: (row) => <StatusBadge status={row.status} pendingApproval />,
    },
    {
      header: t('transactions.table.actions'),
      align: 'right',
      cell: (row) => (
        <Link to={`/transactions/${row.id}`} className={linkClass}>
          {t('transactions.table.view')}
          <span className="sr-only">
            {' '}
            {t('transactions.table.viewOf', { id: transactionLabel(row.id), name: row.username })}
          </span>
        </Link>
      ),
    },
  ];
  return <Table label={t('transactions.pending.label')} columns={columns} {...page} />;
}
