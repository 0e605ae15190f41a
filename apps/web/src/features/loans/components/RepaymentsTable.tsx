import type { TFunction } from 'i18next';
import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { LoanRepayment } from '../api/get-loan';

const columnsOf = (t: TFunction): Column<LoanRepayment>[] => [
  dateColumn(t('loans.columns.paymentDate'), (row) => row.created_at),
  {
    header: t('loans.columns.amountPaid'),
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} className="font-medium" />,
  },
  kesColumn(t('loans.columns.principal'), (row) => row.principal_paid),
  kesColumn(t('loans.columns.interest'), (row) => row.interest_paid),
  kesColumn(t('loans.columns.fines'), (row) => row.fines_paid),
];

/** One loan's approved repayments, newest first, each split into principal, interest and fines. */
export function RepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('loans.detail.payments')}
      columns={columnsOf(t)}
      rows={payments}
      emptyText={t('loans.list.noPayments')}
    />
  );
}
