import type { LoanPaymentRow } from '@links/domain';
import { formatMoney } from '@links/domain';
import { dateColumn, kesColumn, linkColumn, nameColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { percentLabel, rateToBasisPoints } from '../../../lib/rates';
import { borrowerName, NO_PAYMENTS } from './kinds';

/**
 * docs/spec/entities.md, "Long-term loan": the loan a payment went to, as its principal and rate: `100,000.00
 * @ 12%`.
 */
export const loanDetailsLabel = (details: LoanPaymentRow['loan_details']) =>
  `${formatMoney(kesToCents(details.principal))} @ ${percentLabel(rateToBasisPoints(details.interest_rate))}`;

const columns: Column<LoanPaymentRow>[] = [
  nameColumn('User', (row) => borrowerName(row)),
  {
    header: 'Amount Paid',
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.transaction_amount)} className="font-medium" />,
  },
  kesColumn('Principal', (row) => row.principal_paid),
  kesColumn('Interest', (row) => row.interest_paid),
  kesColumn('Fines', (row) => row.fines_paid),
  // The loan a payment went to opens from here.
  linkColumn(
    'Loan Details',
    (row) => `/loans/${row.loan_id}`,
    (row) => loanDetailsLabel(row.loan_details),
    'tabular whitespace-nowrap text-brand-700 hover:text-brand-900 hover:underline',
  ),
  dateColumn('Payment Date', (row) => row.created_at),
];

/** docs/spec/screens.md, "Other tables", Payment history; empty, it says `No payment history found`. */
export function PaymentHistoryTable({
  payments,
  paging,
}: {
  payments: readonly LoanPaymentRow[];
  paging: ServerPaging;
}) {
  return (
    <Table
      label="Payment History"
      columns={columns}
      rows={payments}
      emptyText={NO_PAYMENTS}
      serverPaging={paging}
      wide
    />
  );
}
