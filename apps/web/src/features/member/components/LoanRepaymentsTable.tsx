import { formatDate } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { LoanRepayment } from '../../loans';

const columns: Column<LoanRepayment>[] = [
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.created_at)}</span> },
  {
    header: 'Amount Paid',
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} />,
  },
  { header: 'Interest', align: 'right', cell: (row) => <Money cents={kesToCents(row.interest_paid)} /> },
  { header: 'Principal', align: 'right', cell: (row) => <Money cents={kesToCents(row.principal_paid)} /> },
];

/** The approved repayments of a loan, newest first, split into interest and principal (decisions §6). */
export function LoanRepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  return (
    <Table
      label="Repayments"
      columns={columns}
      rows={payments}
      rowKey={(row) => row.id}
      emptyText="No payment history found"
    />
  );
}
