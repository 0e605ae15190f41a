import type { BooksAccount } from '@links/domain';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { type Column, Table } from '../../../components/ui/Table';
import { useBooksAccounts } from '../api/get-books-accounts';
import { accountColumn, typeLabel } from './columns';
import type { BooksParams } from './useBooksParams';

export const ACCOUNTS_FAILED = 'Failed to load the chart of accounts';

const columns: Column<BooksAccount>[] = [
  accountColumn((row) => row),
  textColumn('Type', (row) => typeLabel(row.type)),
  kesColumn('Balance', (row) => row.balance),
];

/** The chart of accounts with each account's balance as of a date (docs/books.md). */
export function AccountsPanel({ params }: { params: BooksParams }) {
  const accounts = useBooksAccounts({ asOf: params.asOf });
  return (
    <>
      <ReportFilters label="Chart of accounts date">
        <DateFilter label="As of" value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={accounts} loading="Loading accounts..." failed={ACCOUNTS_FAILED}>
        {(data) => (
          <Table label="Chart of accounts" columns={columns} rows={data.accounts} paged={false} wide />
        )}
      </Loaded>
    </>
  );
}
