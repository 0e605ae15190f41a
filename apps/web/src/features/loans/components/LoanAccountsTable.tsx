import type { LoanRow } from '@links/domain';
import { dateColumn, kesColumn, linkColumn } from '../../../components/ui/columns';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import type { LoanKind } from '../api/get-loans';
import { borrowerName } from './kinds';
import { LoanStatusBadge } from './LoanStatusBadge';

/** Each row opens the loan's details through its borrower's name. */
const user = linkColumn<LoanRow>(
  'User',
  (row) => `/loans/${row.id}`,
  borrowerName,
  'font-medium text-brand-700 hover:text-brand-900 hover:underline',
);
const status: Column<LoanRow> = {
  header: 'Status',
  cell: (row) => <LoanStatusBadge status={row.status} />,
};

/** docs/spec/screens.md, "Other tables", Long-term loans. */
const longTermColumns: Column<LoanRow>[] = [
  user,
  kesColumn('Principal', (row) => row.principal),
  kesColumn('Loan Amount', (row) => row.loan_amount),
  kesColumn('Interest', (row) => row.interest_amount),
  kesColumn('Total Due', (row) => row.amount_due),
  kesColumn('Installment', (row) => row.installment_amount),
  dateColumn('Issued Date', (row) => row.date_issued),
  dateColumn('Due Date', (row) => row.due_date),
  status,
];

/** docs/spec/screens.md, "Other tables", Short-term loans: the rate in percent and the term in months. */
const shortTermColumns: Column<LoanRow>[] = [
  user,
  kesColumn('Principal', (row) => row.principal),
  {
    header: 'Interest Rate',
    align: 'right',
    cell: (row) => <span className="tabular">{percentLabel(rateToBasisPoints(row.interest_rate))}</span>,
  },
  kesColumn('Interest', (row) => row.interest_amount),
  kesColumn('Total Due', (row) => row.amount_due),
  kesColumn('Installment', (row) => row.installment_amount),
  {
    header: 'Term (Months)',
    align: 'right',
    cell: (row) => <span className="tabular">{row.payment_period}</span>,
  },
  dateColumn('Issued Date', (row) => row.date_issued),
  dateColumn('Due Date', (row) => row.due_date),
  status,
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
  return (
    <Table
      label="Loan Accounts"
      columns={kind === 'long_term' ? longTermColumns : shortTermColumns}
      rows={loans}
      serverPaging={paging}
      wide
    />
  );
}
