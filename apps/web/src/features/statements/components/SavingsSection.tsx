import type { MemberStatement, StatementSavingsMovement as SavingsMovement } from '@links/domain';
import { useId } from 'react';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { PeriodBalances } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { DisputeLine } from '../../disputes';

const columns = (own: boolean): Column<SavingsMovement & { index: number }>[] => [
  dateColumn('Date', (row) => row.date),
  textColumn('Description', (row) => row.description),
  kesColumn('Amount', (row) => row.amount),
  kesColumn('Balance', (row) => row.balance),
  // docs/decisions/disputes.md, "On the statement".
  { header: 'Check', cell: (row) => <DisputeLine line={row} own={own} /> },
];

/**
 * The savings of the period: opening balance, each deposit or withdrawal with the running balance,
 * closing; on the member's own statement (`own`) each line may be disputed.
 */
export function SavingsSection({
  savings,
  own = false,
}: {
  savings: MemberStatement['savings'];
  own?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Savings
      </h2>
      <PeriodBalances opening={savings.opening_balance} closing={savings.closing_balance} />
      <Table
        label="Savings movements"
        columns={columns(own)}
        rows={savings.movements.map((movement, index) => ({ ...movement, index }))}
        rowKey={(row) => row.index}
        emptyText="No savings movements in this period"
        paged={false}
        wide
      />
    </section>
  );
}
