import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { ListDownload } from '../../../components/ui/DownloadButton';
import { SEARCH_AND_ORDER } from '../../../components/ui/FilterBar';
import { Loaded } from '../../../components/ui/Loaded';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { downloadSavings, useSavingPage } from '../api/get-savings';
import { useTotalSavings } from '../api/get-total-savings';
import { SavingFilters } from '../components/SavingFilters';
import { SavingsTable } from '../components/SavingsTable';

/** /savings (admin): every savings account with a link to its details (docs/spec/screens.md, "Routes"). */
export function SavingsPage() {
  const { t } = useTranslation();
  const { values, setPage, change, query: savings } = useListPage(SEARCH_AND_ORDER, useSavingPage);
  const total = useTotalSavings();
  return (
    <>
      <PageHeader
        title={t('savings.title')}
        actions={
          <ChangesGroup>
            <ButtonLink to="/add-savings">{t('savings.add.title')}</ButtonLink>
          </ChangesGroup>
        }
      >
        {t('savings.intro')}
      </PageHeader>
      <div className="mb-6 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:max-w-xs">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('savings.total')}</p>
        {total.isError ? (
          <p className="mt-1 text-sm text-red-600">{t('cards.savingsFailed')}</p>
        ) : (
          <p className="mt-1 text-2xl font-bold text-brand-800" data-testid="total-savings">
            {total.isSuccess ? <Money cents={kesToCents(total.data)} currency /> : '…'}
          </p>
        )}
      </div>
      <SavingFilters key={values.q} values={values} onChange={change} />
      <ListDownload download={() => downloadSavings(values)} failed={t('savings.downloadFailed')} />
      <Loaded
        query={savings}
        loading={t('savings.loading')}
        failed={listFailure(savings.error, t('savings.failed'))}
      >
        {(data) => <SavingsTable rows={data.savings} pagination={data.pagination} onPageChange={setPage} />}
      </Loaded>
    </>
  );
}
