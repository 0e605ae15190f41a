import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { FilterBar, type FilterProps, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { UserIdMissing } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadMyApplications, useMyApplications } from '../api/applications';
import { ApplicationSummary, GuaranteesList, StatusPill } from '../components/ApplicationSummary';
import { applicationOrder, applicationStatuses } from '../components/applicationFilters';
import { GuaranteeRequest } from '../components/GuaranteeRequest';

/** Searches both lists by the borrower's name; the status and order apply to both. */
function MyApplicationFilters(props: FilterProps<'status' | 'sort'>) {
  const { t } = useTranslation();
  const fields = [
    selectField(
      'status',
      t('applications.filters.status'),
      applicationStatuses(t),
      t('applications.filters.allStatuses'),
    ),
    applicationOrder(t),
  ];
  return (
    <FilterBar
      label={t('applications.filters.mineLabel')}
      placeholder={t('applications.filters.mineSearch')}
      fields={fields}
      {...props}
    />
  );
}

/**
 * /my-applications: the member's applications and the requests to guarantee others'
 * (docs/decisions/lending.md, "Guarantors").
 */
export function MyApplicationsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'sort'>();
  const filter = { q: params.get('q'), status: params.get('status'), sort: params.get('sort') };
  const mine = useMyApplications(filter);
  const filtered = Boolean(filter.q || filter.status);
  if (!user?.users_id) return <UserIdMissing />;
  const userId = user.users_id;
  return (
    <>
      <PageHeader
        title={t('applications.queue.title')}
        actions={<ButtonLink to="/apply-loan">{t('applications.mine.apply')}</ButtonLink>}
      >
        {t('applications.mine.intro')}
      </PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadMyApplications(filter)}
          failed={t('applications.mine.downloadFailed')}
        />
      </div>
      <MyApplicationFilters key={filter.q} values={filter} onChange={(changes) => params.set(changes)} />
      {mine.isPending ? <Loading>{t('applications.queue.loading')}</Loading> : null}
      {mine.isError ? <Alert>{t('applications.mine.failed')}</Alert> : null}
      {mine.data ? (
        <div className="space-y-8">
          <section aria-labelledby="requests-heading" className="space-y-3">
            <h2 id="requests-heading" className="text-base font-semibold text-slate-900">
              {t('applications.mine.requests')}
            </h2>
            {mine.data.guarantee_requests.length === 0 ? (
              <p className="text-sm text-slate-500">
                {filtered ? t('applications.mine.noMatch') : t('applications.mine.noRequests')}
              </p>
            ) : (
              mine.data.guarantee_requests.map((a) => (
                <GuaranteeRequest key={a.id} application={a} userId={userId} />
              ))
            )}
          </section>
          <section aria-labelledby="own-heading" className="space-y-3">
            <h2 id="own-heading" className="text-base font-semibold text-slate-900">
              {t('applications.mine.own')}
            </h2>
            {mine.data.applications.length === 0 ? (
              <p className="text-sm text-slate-500">
                {filtered ? t('applications.mine.noMatch') : t('applications.mine.noOwn')}
              </p>
            ) : (
              mine.data.applications.map((a) => (
                <Card
                  key={a.id}
                  title={t('applications.mine.card', { id: a.id })}
                  actions={<StatusPill status={a.status} />}
                >
                  <div className="space-y-4">
                    <ApplicationSummary application={a} />
                    <GuaranteesList application={a} />
                    {a.reason ? (
                      <p className="text-sm text-slate-600">
                        {t('applications.mine.reason', { reason: a.reason })}
                      </p>
                    ) : null}
                  </div>
                </Card>
              ))
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
