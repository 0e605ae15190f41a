import { Alert } from '../../../components/ui/Alert';
import { dateColumn, kesColumn, textColumn } from '../../../components/ui/columns';
import { Loading } from '../../../components/ui/Loading';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { PeriodBalances } from '../../../components/ui/Stat';
import { type Column, Table } from '../../../components/ui/Table';
import { useCashBook } from '../api/get-cash-book';
import type { CashBookAnswer, CashMovement } from '../api/types';
import { MoneyAccountSelect } from './MoneyAccountSelect';
import type { BooksParams } from './useBooksParams';

export const CASH_BOOK_FAILED = 'Failed to load the cash book';

const columns: Column<CashMovement>[] = [
  dateColumn('Date', (row) => row.date),
  textColumn('Memo', (row) => row.memo ?? ''),
  kesColumn('Money in', (row) => row.money_in, undefined, true),
  kesColumn('Money out', (row) => row.money_out, undefined, true),
  kesColumn('Balance', (row) => row.balance),
];

/** One money account's opening balance, movements with the running balance, and closing balance. */
export function CashBookPanel({ params }: { params: BooksParams }) {
  const period = { from: params.periodFrom, to: params.periodTo };
  const book = useCashBook(params.cashAccount, period);
  return (
    <>
      <ReportFilters label="Cash book filters">
        <MoneyAccountSelect
          label="Money account"
          placeholder="Select an account"
          value={params.cashAccount}
          onChange={(cash) => params.set({ cash })}
          className="lg:col-span-2"
        />
        <DateFilter label="From" value={period.from} onChange={(from) => params.set({ from })} />
        <DateFilter label="To" value={period.to} onChange={(to) => params.set({ to })} />
      </ReportFilters>
      {params.cashAccount === '' ? (
        <Alert tone="info">Pick a money account to see its cash book.</Alert>
      ) : book.isPending ? (
        <Loading>Loading cash book...</Loading>
      ) : book.isError ? (
        <Alert>{CASH_BOOK_FAILED}</Alert>
      ) : (
        <CashBook book={book.data} />
      )}
    </>
  );
}

function CashBook({ book }: { book: CashBookAnswer }) {
  return (
    <div className="space-y-4">
      <PeriodBalances opening={book.opening_balance} closing={book.closing_balance} />
      <Table
        label="Cash book"
        columns={columns}
        rows={book.movements}
        rowKey={(row) => row.entry_id}
        emptyText="No movements in this period"
        paged={false}
        wide
      />
    </div>
  );
}
