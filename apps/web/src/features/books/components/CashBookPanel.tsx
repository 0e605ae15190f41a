import { Alert } from '../../../components/ui/Alert';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { Loading } from '../../../components/ui/Loading';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { PeriodBalances } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { useCashBook } from '../api/get-cash-book';
import type { CashBookAnswer, CashMovement } from '../api/types';
import { MoneyAccountSelect } from './MoneyAccountSelect';
import type { BooksParams } from './useBooksParams';

/** One money account's opening balance, movements with the running balance, and closing balance. */
export function CashBookPanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const period = { from: params.periodFrom, to: params.periodTo };
  const book = useCashBook(params.cashAccount, period);
  return (
    <>
      <ReportFilters label={t('books.cashBook.filters')}>
        <MoneyAccountSelect
          label={t('books.cashBook.moneyAccount')}
          placeholder={t('books.cashBook.selectAccount')}
          value={params.cashAccount}
          onChange={(cash) => params.set({ cash })}
          className="lg:col-span-2"
        />
        <DateFilter label={t('books.from')} value={period.from} onChange={(from) => params.set({ from })} />
        <DateFilter label={t('books.to')} value={period.to} onChange={(to) => params.set({ to })} />
      </ReportFilters>
      {params.cashAccount === '' ? (
        <Alert tone="info">{t('books.cashBook.pick')}</Alert>
      ) : book.isPending ? (
        <Loading>{t('books.cashBook.loading')}</Loading>
      ) : book.isError ? (
        <Alert>{t('books.cashBook.failed')}</Alert>
      ) : (
        <CashBook book={book.data} />
      )}
    </>
  );
}

/** The movements' memos are the books' line descriptions, written once for everyone (docs/books.md). */
function CashBook({ book }: { book: CashBookAnswer }) {
  const { t } = useTranslation();
  const columns: Column<CashMovement>[] = [
    dateColumn(t('books.columns.date'), (row) => row.date),
    textColumn(t('books.columns.memo'), (row) => row.memo ?? ''),
    kesColumn(t('books.columns.moneyIn'), (row) => row.money_in, undefined, true),
    kesColumn(t('books.columns.moneyOut'), (row) => row.money_out, undefined, true),
    kesColumn(t('books.columns.balance'), (row) => row.balance),
  ];
  return (
    <div className="space-y-4">
      <PeriodBalances opening={book.opening_balance} closing={book.closing_balance} />
      <Table
        label={t('books.cashBook.label')}
        columns={columns}
        rows={book.movements}
        rowKey={(row) => row.entry_id}
        emptyText={t('books.cashBook.empty')}
        paged={false}
        wide
      />
    </div>
  );
}
