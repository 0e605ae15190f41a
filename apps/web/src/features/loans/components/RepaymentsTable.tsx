import { formatDate } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { LoanRepayment } from '../api/get-loan';
import { NO_PAYMENTS } from './kinds';

const columns: Column<LoanRepayment>[] = [
  {
    header: 'Payment Date',
    cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span>,
  },
  {
    header: 'Amount Paid',
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} className="font-medium" />,
  },
  { header: 'Principal', align: 'right', cell: (row) => <Money cents={kesToCents(row.principal_paid)} /> },
  { header: 'Interest', align: 'right', cell: (row) => <Money cents={kesToCents(row.interest_paid)} /> },
];

/** One loan's approved repayments, newest first, each split into principal and interest. */
export function RepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  return (
    <Table
      label="Payments"
      columns={columns}
      rows={payments}
      rowKey={(row) => row.id}
      emptyText={NO_PAYMENTS}
    />
  );
}
