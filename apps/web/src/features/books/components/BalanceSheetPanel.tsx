import { formatKES } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { kesToCents } from '../../../lib/money';
import { useBalanceSheet } from '../api/get-balance-sheet';
import type { BalanceSheetAnswer, BalanceSheetRow } from '../api/types';
import { BottomLine, ReportSection, type SectionRow } from './StatementSection';
import type { BooksParams } from './useBooksParams';

export const BALANCE_SHEET_FAILED = 'Failed to load the balance sheet';

const sectionRows = (rows: readonly BalanceSheetRow[]): SectionRow[] =>
  rows.map((row) => ({
    key: row.account_id === null ? `surplus-${row.name}` : String(row.account_id),
    code: row.code,
    name: row.name,
    amount: row.balance,
  }));

/** What the group owns, what it owes, and its equity including the surplus to date. */
export function BalanceSheetPanel({ params }: { params: BooksParams }) {
  const sheet = useBalanceSheet(params.asOf);
  return (
    <>
      <ReportFilters label="Balance sheet date">
        <DateFilter label="As of" value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={sheet} loading="Loading balance sheet..." failed={BALANCE_SHEET_FAILED}>
        {(data) => <BalanceSheet sheet={data} />}
      </Loaded>
    </>
  );
}

function BalanceSheet({ sheet }: { sheet: BalanceSheetAnswer }) {
  const claims = kesToCents(sheet.liabilities_total) + kesToCents(sheet.equity_total);
  const balanced = kesToCents(sheet.assets_total) === claims;
  return (
    <div className="space-y-5">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ReportSection title="Assets" rows={sectionRows(sheet.assets)} total={sheet.assets_total} />
        <div className="min-w-0 space-y-5">
          <ReportSection
            title="Liabilities"
            rows={sectionRows(sheet.liabilities)}
            total={sheet.liabilities_total}
          />
          <ReportSection title="Equity" rows={sectionRows(sheet.equity)} total={sheet.equity_total} />
        </div>
      </div>
      <BottomLine label="Total liabilities and equity" cents={claims} />
      {balanced ? (
        <Alert tone="success">Assets equal liabilities plus equity ({formatKES(claims)}).</Alert>
      ) : (
        <Alert>
          Assets ({formatKES(kesToCents(sheet.assets_total))}) do not equal liabilities plus equity (
          {formatKES(claims)}).
        </Alert>
      )}
    </div>
  );
}
