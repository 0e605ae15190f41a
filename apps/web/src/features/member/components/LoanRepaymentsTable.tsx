import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { type Column, Table } from '../../../components/ui/Table';
import type { LoanRepayment } from '../../loans';

const columns: Column<LoanRepayment>[] = [
  dateColumn('Date', (row) => row.created_at),
  kesColumn('Amount Paid', (row) => row.transaction_amount),
  kesColumn('Interest', (row) => row.interest_paid),
  kesColumn('Principal', (row) => row.principal_paid),
  kesColumn('Fines', (row) => row.fines_paid),
];

/**
 * The approved repayments of a loan, newest first, split into interest, principal and fines
 * (docs/decisions/loans.md, "Repayments").
 */
export function LoanRepaymentsTable({ payments }: { payments: readonly LoanRepayment[] }) {
  return <Table label="Repayments" columns={columns} rows={payments} emptyText="No payment history found" />;
}
