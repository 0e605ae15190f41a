import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { LoanRepayment } from '../api/get-loan';
import { NO_PAYMENTS } from './kinds';

const columns: Column<LoanRepayment>[] = [
  dateColumn('Payment Date', (row) => row.created_at),
  {
    header: 'Amount Paid',
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} className="font-medium" />,
  },
  kesColumn('Principal', (row) => row.principal_paid),
  kesColumn('Interest', (row) => row.interest_paid),
  kesColumn('Fines', (row) => row.fines_paid),
];

/** One loan's approved repayments, newest first, each split into principal, interest and fines. */
export function RepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  return <Table label="Payments" columns={columns} rows={payments} emptyText={NO_PAYMENTS} />;
}
