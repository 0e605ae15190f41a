import { type Cents, cents, type ScheduleRow } from '@links/domain';
import type { TFunction } from 'i18next';
import { dateColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
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

const columnsOf = (t: TFunction, withPaid: boolean): Column<ScheduleLine>[] => [
  {
    header: t('loans.columns.number'),
    // A stacked row (narrow screens) is headed by its number alone: say what it numbers.
    cell: (row) => (
      <span
        data-label={t('loans.columns.installment')}
        className="tabular max-md:before:mr-1 max-md:before:content-[attr(data-label)]"
      >
        {row.number}
      </span>
    ),
  },
  dateColumn(t('loans.columns.dueDate'), (row) => row.dueDate),
  {
    header: t('loans.columns.installment'),
    align: 'right',
    cell: (row) => <Money cents={row.installment} className="font-medium" />,
  },
  { header: t('loans.columns.interest'), align: 'right', cell: (row) => <Money cents={row.interest} /> },
  { header: t('loans.columns.principal'), align: 'right', cell: (row) => <Money cents={row.principal} /> },
  ...(withPaid
    ? [
        {
          header: t('loans.columns.paidSoFar'),
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
  {
    header: t('loans.columns.balanceAfter'),
    align: 'right',
    cell: (row) => <Money cents={row.balanceAfter} />,
  },
];

/** A loan's installments, every one on the page (a schedule is read whole, not in pages). */
export function ScheduleTable({
  lines,
  withPaid = false,
}: {
  lines: readonly ScheduleLine[];
  withPaid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('loans.detail.schedule')}
      columns={columnsOf(t, withPaid)}
      rows={lines}
      rowKey={(row) => row.number}
      paged={false}
      wide
    />
  );
}
