import { formatKES } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useTrialBalance } from '../api/get-trial-balance';
import type { TrialBalanceAnswer } from '../api/types';
import { accountColumn, typeLabel } from './columns';
import type { BooksParams } from './useBooksParams';

type Line = TrialBalanceAnswer['lines'][number];
interface Row extends Omit<Line, 'account_id'> {
  account_id: number | 'total';
}
const isTotal = (row: Row) => row.account_id === 'total';

/** Whether debits equal credits, said in words: the first thing a treasurer checks. */
function BalanceVerdict({ debit, credit }: { debit: number; credit: number }) {
  const { t } = useTranslation();
  const difference = kesToCents(debit) - kesToCents(credit);
  if (difference === 0) {
    return (
      <Alert tone="success">
        {t('books.trialBalance.balances', { amount: formatKES(kesToCents(debit)) })}
      </Alert>
    );
  }
  const amount = formatKES(Math.abs(difference));
  return (
    <Alert>
      {difference > 0
        ? t('books.trialBalance.debitsExceed', { amount })
        : t('books.trialBalance.creditsExceed', { amount })}
    </Alert>
  );
}

/** Every account with a balance on its debit or credit side as of a date, with totals. */
export function TrialBalancePanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const trial = useTrialBalance(params.asOf);
  const columns: Column<Row>[] = [
    accountColumn(t, t('books.columns.account'), (row) => row, isTotal),
    textColumn(t('books.columns.type'), (row) => (isTotal(row) ? '' : typeLabel(t, row.type))),
    kesColumn(t('books.columns.debit'), (row) => row.debit, isTotal, true),
    kesColumn(t('books.columns.credit'), (row) => row.credit, isTotal, true),
  ];
  return (
    <>
      <ReportFilters label={t('books.trialBalance.filters')}>
        <DateFilter label={t('books.asOf')} value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={trial} loading={t('books.trialBalance.loading')} failed={t('books.trialBalance.failed')}>
        {(data) => (
          <div className="space-y-4">
            <BalanceVerdict debit={data.total_debit} credit={data.total_credit} />
            <Table
              label={t('books.trialBalance.label')}
              columns={columns}
              rows={[
                ...data.lines,
                {
                  account_id: 'total',
                  code: '',
                  name: t('books.columns.total'),
                  type: 'asset',
                  debit: data.total_debit,
                  credit: data.total_credit,
                },
              ]}
              rowKey={(row) => row.account_id}
              paged={false}
              wide
            />
          </div>
        )}
      </Loaded>
    </>
  );
}
