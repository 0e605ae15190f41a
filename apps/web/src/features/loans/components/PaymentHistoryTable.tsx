import type { LoanPaymentRow } from '@links/domain';
import { formatMoney } from '@links/domain';
import type { TFunction } from 'i18next';
import { dateColumn, kesColumn, linkColumn, nameColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import { borrowerName } from './kinds';

/**
 * docs/spec/entities.md, "Long-term loan": the loan a payment went to, as its principal and rate: `100,000.00
 * @ 12%`.
 */
export const loanDetailsLabel = (details: LoanPaymentRow['loan_details']) =>
  `${formatMoney(kesToCents(details.principal))} @ ${percentLabel(rateToBasisPoints(details.interest_rate))}`;

const columnsOf = (t: TFunction): Column<LoanPaymentRow>[] => [
  nameColumn(t('loans.columns.user'), (row) => borrowerName(row)),
  {
    header: t('loans.columns.amountPaid'),
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} className="font-medium" />,
  },
  kesColumn(t('loans.columns.principal'), (row) => row.principal_paid),
  kesColumn(t('loans.columns.interest'), (row) => row.interest_paid),
  kesColumn(t('loans.columns.fines'), (row) => row.fines_paid),
  // The loan a payment went to opens from here.
  linkColumn(
    t('loans.columns.loanDetails'),
    (row) => `/loans/${row.loan_id}`,
    (row) => loanDetailsLabel(row.loan_details),
    'tabular whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline',
  ),
  dateColumn(t('loans.columns.paymentDate'), (row) => row.created_at),
];

/** docs/spec/screens.md, "Other tables", Payment history; empty, it says `No payment history found`. */
export function PaymentHistoryTable({
  payments,
  paging,
}: {
  payments: readonly LoanPaymentRow[];
  paging: ServerPaging;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('loans.list.paymentHistory')}
      columns={columnsOf(t)}
      rows={payments}
      emptyText={t('loans.list.noPayments')}
      serverPaging={paging}
      wide
    />
  );
}
