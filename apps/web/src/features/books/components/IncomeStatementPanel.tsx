import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { kesToCents } from '../../../lib/money';
import { useIncomeStatement } from '../api/get-income-statement';
import type { IncomeStatementAnswer, IncomeStatementRow } from '../api/types';
import { BottomLine, ReportSection, type SectionRow } from './StatementSection';
import type { BooksParams } from './useBooksParams';

export const INCOME_STATEMENT_FAILED = 'Failed to load the income statement';

const sectionRows = (rows: readonly IncomeStatementRow[]): SectionRow[] =>
  rows.map((row) => ({ key: String(row.account_id), code: row.code, name: row.name, amount: row.amount }));

/** Income and expenses over a period, and the surplus (or deficit) they leave. */
export function IncomeStatementPanel({ params }: { params: BooksParams }) {
  const period = { from: params.periodFrom, to: params.periodTo };
  const statement = useIncomeStatement(period);
  return (
    <>
      <ReportFilters label="Income statement period">
        <DateFilter label="From" value={period.from} onChange={(from) => params.set({ from })} />
        <DateFilter label="To" value={period.to} onChange={(to) => params.set({ to })} />
      </ReportFilters>
      <Loaded query={statement} loading="Loading income statement..." failed={INCOME_STATEMENT_FAILED}>
        {(data) => <IncomeStatement statement={data} />}
      </Loaded>
    </>
  );
}

function IncomeStatement({ statement }: { statement: IncomeStatementAnswer }) {
  return (
    <div className="space-y-5">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ReportSection title="Income" rows={sectionRows(statement.income)} total={statement.income_total} />
        <ReportSection
          title="Expenses"
          rows={sectionRows(statement.expenses)}
          total={statement.expenses_total}
        />
      </div>
      <BottomLine
        label={statement.surplus < 0 ? 'Deficit' : 'Surplus'}
        cents={Math.abs(kesToCents(statement.surplus))}
      />
    </div>
  );
}
