import { kesColumn } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { accountColumn } from './columns';

/** A row of a report section: an account (or the surplus) and its figure. */
export interface SectionRow {
  key: string;
  code: string | null;
  name: string;
  amount: number;
}

type Row = SectionRow & { total?: boolean };
const isTotal = (row: Row) => row.total === true;

/** One part of a balance sheet or income statement (Assets, Income, …) with its total last. */
export function ReportSection({
  title,
  rows,
  total,
  totalLabel,
}: {
  title: string;
  rows: readonly SectionRow[];
  total: number;
  /** The total's row: `Total assets`. */
  totalLabel: string;
}) {
  const { t } = useTranslation();
  const columns: Column<Row>[] = [
    accountColumn(t, t('books.columns.account'), (row) => row, isTotal),
    kesColumn(t('books.columns.amount'), (row) => row.amount, isTotal),
  ];
  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <Table
        label={title}
        columns={columns}
        rows={[...rows, { key: 'total', code: null, name: totalLabel, amount: total, total: true }]}
        rowKey={(row) => row.key}
        paged={false}
        wide
      />
    </section>
  );
}

/** A bold figure under the sections, e.g. the surplus of the period. */
export function BottomLine({ label, cents }: { label: string; cents: number }) {
  return (
    <div
      data-testid="bottom-line"
      className="flex items-baseline justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-600/15 ring-inset"
    >
      <span className="text-sm font-semibold text-brand-900">{label}</span>
      <Money cents={cents} currency className="text-lg font-bold text-brand-900" />
    </div>
  );
}
