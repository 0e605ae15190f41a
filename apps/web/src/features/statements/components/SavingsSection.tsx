import type { MemberStatement, StatementSavingsMovement as SavingsMovement } from '@links/domain';
import { useId } from 'react';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { PeriodBalances } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';

const columns: Column<SavingsMovement & { index: number }>[] = [
  dateColumn('Date', (row) => row.date),
  textColumn('Description', (row) => row.description),
  kesColumn('Amount', (row) => row.amount),
  kesColumn('Balance', (row) => row.balance),
];

/** The savings of the period: opening balance, each deposit or withdrawal with the running balance, closing. */
export function SavingsSection({ savings }: { savings: MemberStatement['savings'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Savings
      </h2>
      <PeriodBalances opening={savings.opening_balance} closing={savings.closing_balance} />
      <Table
        label="Savings movements"
        columns={columns}
        rows={savings.movements.map((movement, index) => ({ ...movement, index }))}
        rowKey={(row) => row.index}
        emptyText="No savings movements in this period"
        paged={false}
        wide
      />
    </section>
  );
}
