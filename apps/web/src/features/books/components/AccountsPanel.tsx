import type { BooksAccount } from '@links/domain';
import { kesColumn, textColumn } from '../../../components/ui/columns';
import { Loaded } from '../../../components/ui/Loaded';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { useBooksAccounts } from '../api/get-books-accounts';
import { accountColumn, typeLabel } from './columns';
import type { BooksParams } from './useBooksParams';

/** The chart of accounts with each account's balance as of a date (docs/books.md). */
export function AccountsPanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const accounts = useBooksAccounts({ asOf: params.asOf });
  const columns: Column<BooksAccount>[] = [
    accountColumn(t, t('books.columns.account'), (row) => row),
    textColumn(t('books.columns.type'), (row) => typeLabel(t, row.type)),
    kesColumn(t('books.columns.balance'), (row) => row.balance),
  ];
  return (
    <>
      <ReportFilters label={t('books.accounts.filters')}>
        <DateFilter label={t('books.asOf')} value={params.asOf} onChange={(as_of) => params.set({ as_of })} />
      </ReportFilters>
      <Loaded query={accounts} loading={t('books.accounts.loading')} failed={t('books.accounts.failed')}>
        {(data) => (
          <Table
            label={t('books.accounts.label')}
            columns={columns}
            rows={data.accounts}
            paged={false}
            wide
          />
        )}
      </Loaded>
    </>
  );
}
