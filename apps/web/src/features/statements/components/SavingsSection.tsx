import type { MemberStatement, StatementSavingsMovement as SavingsMovement } from '@links/domain';
import { type ReactNode, useId } from 'react';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { PeriodBalances } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { DisputeLine } from '../../disputes';

/** The columns of a section's movements; a line's description is the books' (docs/decisions/languages.md, "Documents"). */
function useColumns(own: boolean): Column<SavingsMovement & { index: number }>[] {
  const { t } = useTranslation();
  return [
    dateColumn(t('statements.columns.date'), (row) => row.date),
    textColumn(t('statements.columns.description'), (row) => <span translate="no">{row.description}</span>),
    kesColumn(t('statements.columns.amount'), (row) => row.amount),
    kesColumn(t('statements.columns.balance'), (row) => row.balance),
    // docs/decisions/disputes.md, "On the statement".
    { header: t('statements.columns.check'), cell: (row) => <DisputeLine line={row} own={own} /> },
  ];
}

/** What a section of money the member holds (savings, a kind of contribution) is given. */
export interface Balances {
  opening_balance: number;
  closing_balance: number;
  movements: SavingsMovement[];
}

/**
 * A section of money the member holds over the period: opening balance, each movement with the running
 * balance, closing; on the member's own statement (`own`) each line may be disputed.
 */
export function MovementsSection({
  title,
  note,
  label,
  emptyText,
  balances,
  own,
}: {
  title: string;
  /** Said beside the title (a kind's kind: `Fund`). */
  note?: ReactNode;
  /** The table's name for screen readers: `Savings movements`. */
  label: string;
  emptyText: string;
  balances: Balances;
  own: boolean;
}) {
  const headingId = useId();
  const columns = useColumns(own);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
        {note ? (
          <>
            {' '}
            <span className="ml-1 text-sm font-normal text-slate-500">{note}</span>
          </>
        ) : null}
      </h2>
      <PeriodBalances opening={balances.opening_balance} closing={balances.closing_balance} />
      <Table
        label={label}
        columns={columns}
        rows={balances.movements.map((movement, index) => ({ ...movement, index }))}
        rowKey={(row) => row.index}
        emptyText={emptyText}
        paged={false}
        wide
      />
    </section>
  );
}

/** The savings of the period, each deposit or withdrawal with the running balance. */
export function SavingsSection({
  savings,
  own = false,
}: {
  savings: MemberStatement['savings'];
  own?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MovementsSection
      title={t('statements.savings.title')}
      label={t('statements.savings.movements')}
      emptyText={t('statements.savings.none')}
      balances={savings}
      own={own}
    />
  );
}
