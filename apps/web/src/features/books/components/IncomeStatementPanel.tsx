import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useIncomeStatement } from '../api/get-income-statement';
import type { IncomeStatementAnswer, IncomeStatementRow } from '../api/types';
import { BottomLine, ReportSection, type SectionRow } from './StatementSection';
import type { BooksParams } from './useBooksParams';

const sectionRows = (rows: readonly IncomeStatementRow[]): SectionRow[] =>
  rows.map((row) => ({ key: String(row.account_id), code: row.code, name: row.name, amount: row.amount }));

/** Income and expenses over a period, and the surplus (or deficit) they leave. */
export function IncomeStatementPanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const period = { from: params.periodFrom, to: params.periodTo };
  const statement = useIncomeStatement(period);
  return (
    <>
      <ReportFilters label={t('books.incomeStatement.filters')}>
        <DateFilter label={t('books.from')} value={period.from} onChange={(from) => params.set({ from })} />
        <DateFilter label={t('books.to')} value={period.to} onChange={(to) => params.set({ to })} />
      </ReportFilters>
      <Loaded
        query={statement}
        loading={t('books.incomeStatement.loading')}
        failed={t('books.incomeStatement.failed')}
      >
        {(data) => <IncomeStatement statement={data} />}
      </Loaded>
    </>
  );
}

function IncomeStatement({ statement }: { statement: IncomeStatementAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ReportSection
          title={t('books.incomeStatement.income')}
          totalLabel={t('books.incomeStatement.totalIncome')}
          rows={sectionRows(statement.income)}
          total={statement.income_total}
        />
        <ReportSection
          title={t('books.incomeStatement.expenses')}
          totalLabel={t('books.incomeStatement.totalExpenses')}
          rows={sectionRows(statement.expenses)}
          total={statement.expenses_total}
        />
      </div>
      <BottomLine
        label={
          statement.surplus < 0 ? t('books.incomeStatement.deficit') : t('books.incomeStatement.surplus')
        }
        cents={Math.abs(kesToCents(statement.surplus))}
      />
    </div>
  );
}
