import { dateColumn, kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { SavingDeposit } from '../api/get-saving-details';

const columns: Column<SavingDeposit>[] = [
  dateColumn('Date', (row) => row.date),
  {
    header: 'Amount',
    align: 'right',
    cell: (row) => <Money cents={kesToCents(row.amount)} className="font-medium text-emerald-700" />,
  },
  { header: 'Source', cell: (row) => row.source },
  kesColumn('Running Balance', (row) => row.running_balance),
];

/**
 * Every movement into a savings account, oldest first, with the balance after it
 * (docs/decisions/members.md, "Savings lists").
 */
export function DepositsTable({ deposits }: { deposits: readonly SavingDeposit[] }) {
  return <Table label="Deposits" columns={columns} rows={deposits} rowKey={(row) => row.entry_id} />;
}
