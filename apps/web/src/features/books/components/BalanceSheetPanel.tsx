import { formatKES } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useBalanceSheet } from '../api/get-balance-sheet';
import type { BalanceSheetAnswer, BalanceSheetRow } from '../api/types';
import { BottomLine, ReportSection, type SectionRow } from './StatementSection';
import type { BooksParams } from './useBooksParams';

const sectionRows = (rows: readonly BalanceSheetRow[]): SectionRow[] =>
  rows.map((row) => ({
    key: row.account_id === null ? `surplus-${row.name}` : String(row.account_id),
    code: row.code,
    name: row.name,
    amount: row.balance,
  }));

/** What the group owns, what it owes, and its equity including the surplus to date. */
export function BalanceSheetPanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const sheet = useBalanceSheet(params.asOf);
  return (
    <>
      <ReportFilters label={t('books.balanceSheet.filters')}>
        <DateFilter label={t('books.asOf')} value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={sheet} loading={t('books.balanceSheet.loading')} failed={t('books.balanceSheet.failed')}>
        {(data) => <BalanceSheet sheet={data} />}
      </Loaded>
    </>
  );
}

function BalanceSheet({ sheet }: { sheet: BalanceSheetAnswer }) {
  const { t } = useTranslation();
  const claims = kesToCents(sheet.liabilities_total) + kesToCents(sheet.equity_total);
  const balanced = kesToCents(sheet.assets_total) === claims;
  return (
    <div className="space-y-5">
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ReportSection
          title={t('books.balanceSheet.assets')}
          totalLabel={t('books.balanceSheet.totalAssets')}
          rows={sectionRows(sheet.assets)}
          total={sheet.assets_total}
        />
        <div className="min-w-0 space-y-5">
          <ReportSection
            title={t('books.balanceSheet.liabilities')}
            totalLabel={t('books.balanceSheet.totalLiabilities')}
            rows={sectionRows(sheet.liabilities)}
            total={sheet.liabilities_total}
          />
          <ReportSection
            title={t('books.balanceSheet.equity')}
            totalLabel={t('books.balanceSheet.totalEquity')}
            rows={sectionRows(sheet.equity)}
            total={sheet.equity_total}
          />
        </div>
      </div>
      <BottomLine label={t('books.balanceSheet.totalClaims')} cents={claims} />
      {balanced ? (
        <Alert tone="success">{t('books.balanceSheet.balanced', { amount: formatKES(claims) })}</Alert>
      ) : (
        <Alert>
          {t('books.balanceSheet.unbalanced', {
            assets: formatKES(kesToCents(sheet.assets_total)),
            claims: formatKES(claims),
          })}
        </Alert>
      )}
    </div>
  );
}
