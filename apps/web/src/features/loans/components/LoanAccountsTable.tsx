import type { LoanRow } from '@links/domain';
import type { TFunction } from 'i18next';
import { dateColumn, kesColumn, linkColumn } from '../../../components/ui/columns';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import type { LoanKind } from '../api/get-loans';
import { borrowerName } from './kinds';
import { LoanStatusBadge } from './LoanStatusBadge';

/** Each row opens the loan's details through its borrower's name. */
const user = (t: TFunction) =>
  linkColumn<LoanRow>(
    t('loans.columns.user'),
    (row) => `/loans/${row.id}`,
    borrowerName,
    'font-medium text-brand-700 hover:text-brand-900 hover:underline',
  );
const status = (t: TFunction): Column<LoanRow> => ({
  header: t('loans.columns.status'),
  cell: (row) => <LoanStatusBadge status={row.status} />,
});

/** docs/spec/screens.md, "Other tables", Long-term loans. */
const longTermColumns = (t: TFunction): Column<LoanRow>[] => [
  user(t),
  kesColumn(t('loans.columns.principal'), (row) => row.principal),
  kesColumn(t('loans.columns.loanAmount'), (row) => row.loan_amount),
  kesColumn(t('loans.columns.interest'), (row) => row.interest_amount),
  kesColumn(t('loans.columns.totalDue'), (row) => row.amount_due),
  kesColumn(t('loans.columns.installment'), (row) => row.installment_amount),
  dateColumn(t('loans.columns.issuedDate'), (row) => row.date_issued),
  dateColumn(t('loans.columns.dueDate'), (row) => row.due_date),
  status(t),
];

/** docs/spec/screens.md, "Other tables", Short-term loans: the rate in percent and the term in months. */
const shortTermColumns = (t: TFunction): Column<LoanRow>[] => [
  user(t),
  kesColumn(t('loans.columns.principal'), (row) => row.principal),
  {
    header: t('loans.columns.interestRate'),
    align: 'right',
    cell: (row) => <span className="tabular">{percentLabel(rateToBasisPoints(row.interest_rate))}</span>,
  },
  kesColumn(t('loans.columns.interest'), (row) => row.interest_amount),
  kesColumn(t('loans.columns.totalDue'), (row) => row.amount_due),
  kesColumn(t('loans.columns.installment'), (row) => row.installment_amount),
  {
    header: t('loans.columns.term'),
    align: 'right',
    cell: (row) => <span className="tabular">{row.payment_period}</span>,
  },
  dateColumn(t('loans.columns.issuedDate'), (row) => row.date_issued),
  dateColumn(t('loans.columns.dueDate'), (row) => row.due_date),
  status(t),
];

/** The Loan Accounts tab: one page of the loans of a kind, as the server ordered them. */
export function LoanAccountsTable({
  kind,
  loans,
  paging,
}: {
  kind: LoanKind;
  loans: readonly LoanRow[];
  paging: ServerPaging;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('loans.list.loanAccounts')}
      columns={kind === 'long_term' ? longTermColumns(t) : shortTermColumns(t)}
      rows={loans}
      serverPaging={paging}
      wide
    />
  );
}
