import { Alert } from '../../../components/ui/Alert';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { DateFilter, ReportFilters } from '../../../components/ui/ReportFilters';
import { Select } from '../../../components/ui/Select';
import { Pager } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { accountName } from '../account-name';
import { useBooksAccounts } from '../api/get-books-accounts';
import { useJournal } from '../api/get-journal';
import { JournalTable } from './JournalTable';
import type { BooksParams } from './useBooksParams';

/** The account filter: every account of the chart, by code and name. */
function AccountFilter({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const accounts = useBooksAccounts({ asOf: params.today });
  const options = (accounts.data?.accounts ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.code} ${accountName(t, account.code, account.name).text}`,
  }));
  return (
    <Select
      label={t('books.journal.account')}
      value={params.account}
      onChange={(account) => params.set({ account })}
      options={options}
      placeholder={t('books.journal.allAccounts')}
      className="lg:col-span-2"
    />
  );
}

/** Every journal entry, newest first, ten to a page from the server; the page is in the URL. */
export function JournalPanel({ params }: { params: BooksParams }) {
  const { t } = useTranslation();
  const journal = useJournal({
    page: params.page,
    from: params.from,
    to: params.to,
    accountId: params.account,
  });
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  useKeepPageInRange(params.page, journal.data?.pagination.pages, setPage);
  return (
    <>
      <ReportFilters label={t('books.journal.filters')}>
        <DateFilter label={t('books.from')} value={params.from} onChange={(from) => params.set({ from })} />
        <DateFilter label={t('books.to')} value={params.to} onChange={(to) => params.set({ to })} />
        <AccountFilter params={params} />
      </ReportFilters>
      {journal.isPending ? (
        <Loading>{t('books.journal.loading')}</Loading>
      ) : journal.isError ? (
        <Alert>{t('books.journal.failed')}</Alert>
      ) : journal.data.entries.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState>{t('books.journal.empty')}</EmptyState>
        </div>
      ) : (
        <div className="space-y-3">
          <JournalTable entries={journal.data.entries} />
          <div className="overflow-hidden rounded-xl border border-slate-200">
            <Pager
              page={journal.data.pagination.page}
              pages={Math.max(1, journal.data.pagination.pages)}
              onChange={setPage}
              label={t('books.journal.label')}
            />
          </div>
        </div>
      )}
    </>
  );
}
