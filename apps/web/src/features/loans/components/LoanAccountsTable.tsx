import { formatDate } from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { percentLabel, rateToBasisPoints } from '../../settings';
import type { LoanAccount, LoanKind } from '../api/get-loans';
import { borrowerName } from './kinds';
import { LoanStatusBadge } from './LoanStatusBadge';

const amount = (header: string, value: (row: LoanAccount) => number): Column<LoanAccount> => ({
  header,
  align: 'right',
  cell: (row) => <Money cents={kesToCents(value(row))} />,
});
const date = (header: string, value: (row: LoanAccount) => string): Column<LoanAccount> => ({
  header,
  cell: (row) => <span className="whitespace-nowrap">{formatDate(value(row))}</span>,
});

/** Each row opens the loan's details through its borrower's name. */
const user: Column<LoanAccount> = {
  header: 'User',
  cell: (row) => (
    <Link to={`/loans/${row.id}`} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
      {borrowerName(row)}
    </Link>
  ),
};
const status: Column<LoanAccount> = {
  header: 'Status',
  cell: (row) => <LoanStatusBadge status={row.status} />,
};

/** spec §2 Other tables, Long-term loans. */
const longTermColumns: Column<LoanAccount>[] = [
  user,
  amount('Principal', (row) => row.principal),
  amount('Loan Amount', (row) => row.loan_amount),
  amount('Interest', (row) => row.interest_amount),
  amount('Total Due', (row) => row.amount_due),
  amount('Installment', (row) => row.installment_amount),
  date('Issued Date', (row) => row.date_issued),
  date('Due Date', (row) => row.due_date),
  status,
];

/** spec §2 Other tables, Short-term loans: the rate in percent and the term in months. */
const shortTermColumns: Column<LoanAccount>[] = [
  user,
  amount('Principal', (row) => row.principal),
  {
    header: 'Interest Rate',
    align: 'right',
    cell: (row) => <span className="tabular">{percentLabel(rateToBasisPoints(row.interest_rate))}</span>,
  },
  amount('Interest', (row) => row.interest_amount),
  amount('Total Due', (row) => row.amount_due),
  amount('Installment', (row) => row.installment_amount),
  {
    header: 'Term (Months)',
    align: 'right',
    cell: (row) => <span className="tabular">{row.payment_period}</span>,
  },
  date('Issued Date', (row) => row.date_issued),
  date('Due Date', (row) => row.due_date),
  status,
];

/** The Loan Accounts tab: one page of the loans of a kind, as the server ordered them. */
export function LoanAccountsTable({
  kind,
  loans,
  paging,
}: {
  kind: LoanKind;
  loans: readonly LoanAccount[];
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
