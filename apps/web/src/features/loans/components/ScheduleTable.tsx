import { type Cents, cents, type ScheduleRow } from '@links/domain';
import { dateColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import type { LoanInstallment } from '../api/get-loan';

/** One installment in cents: from the domain engine (a preview) or from the server (a loan). */
export interface ScheduleLine extends ScheduleRow {
  /** What was paid towards this installment so far; absent in a preview. */
  paid?: Cents;
}

/** A loan's installment from the server (KES) as the schedule table takes it (cents). */
export const scheduleLineOf = (row: LoanInstallment): ScheduleLine => ({
  number: row.number,
  dueDate: row.due_date,
  installment: kesToCents(row.installment),
  interest: kesToCents(row.interest),
  principal: kesToCents(row.principal),
  balanceAfter: kesToCents(row.balance_after),
  paid: cents(kesToCents(row.interest_paid) + kesToCents(row.principal_paid)),
});

const columns = (withPaid: boolean): Column<ScheduleLine>[] => [
  {
    header: 'No.',
    // A stacked row (narrow screens) is headed by its number alone: say what it numbers.
    cell: (row) => <span className="tabular max-md:before:content-['Installment_']">{row.number}</span>,
  },
  dateColumn('Due Date', (row) => row.dueDate),
  {
    header: 'Installment',
    align: 'right',
    cell: (row) => <Money cents={row.installment} className="font-medium" />,
  },
  { header: 'Interest', align: 'right', cell: (row) => <Money cents={row.interest} /> },
  { header: 'Principal', align: 'right', cell: (row) => <Money cents={row.principal} /> },
  ...(withPaid
    ? [
        {
          header: 'Paid So Far',
          align: 'right' as const,
          cell: (row: ScheduleLine) => (
            <Money
              cents={row.paid ?? 0}
              className={row.paid !== undefined && row.paid >= row.installment ? 'text-emerald-700' : ''}
            />
          ),
        },
      ]
    : []),
  { header: 'Balance After', align: 'right', cell: (row) => <Money cents={row.balanceAfter} /> },
];

/** A loan's installments, every one on the page (a schedule is read whole, not in pages). */
export function ScheduleTable({
  lines,
  withPaid = false,
}: {
  lines: readonly ScheduleLine[];
  withPaid?: boolean;
}) {
  return (
    <Table
      label="Schedule"
      columns={columns(withPaid)}
      rows={lines}
      rowKey={(row) => row.number}
      paged={false}
      wide
    />
  );
}
