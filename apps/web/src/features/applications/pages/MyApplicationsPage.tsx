import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadMyApplications, useMyApplications } from '../api/applications';
import { ApplicationSummary, GuaranteesList, StatusPill } from '../components/ApplicationSummary';
import { APPLICATION_STATUSES, applicationOrder } from '../components/applicationFilters';
import { GuaranteeRequest } from '../components/GuaranteeRequest';

export const MY_APPLICATIONS_FAILED = 'Failed to load your loan applications';
export const NO_MATCH = 'No application matches these filters.';

/** Searches both lists by the borrower's name; the status and order apply to both. */
const MyApplicationFilters = filterBar('Filter my applications', 'Borrower name', [
  selectField('status', 'Status', APPLICATION_STATUSES, 'All statuses'),
  applicationOrder,
]);

/**
 * /my-applications: the member's applications and the requests to guarantee others'
 * (docs/decisions/lending.md, "Guarantors").
 */
export function MyApplicationsPage() {
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'sort'>();
  const filter = { q: params.get('q'), status: params.get('status'), sort: params.get('sort') };
  const mine = useMyApplications(filter);
  const filtered = Boolean(filter.q || filter.status);
  if (!user?.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  const userId = user.users_id;
  return (
    <>
      <PageHeader
        title="Loan Applications"
        actions={<ButtonLink to="/apply-loan">Apply for a loan</ButtonLink>}
      >
        Your applications, and members who ask you to guarantee theirs.
      </PageHeader>
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadMyApplications(filter)}
          failed="Could not download your applications"
        />
      </div>
      <MyApplicationFilters key={filter.q} values={filter} onChange={(changes) => params.set(changes)} />
      {mine.isPending ? <Loading>Loading applications...</Loading> : null}
      {mine.isError ? <Alert>{MY_APPLICATIONS_FAILED}</Alert> : null}
      {mine.data ? (
        <div className="space-y-8">
          <section aria-labelledby="requests-heading" className="space-y-3">
            <h2 id="requests-heading" className="text-base font-semibold text-slate-900">
              Requests to guarantee
            </h2>
            {mine.data.guarantee_requests.length === 0 ? (
              <p className="text-sm text-slate-500">
                {filtered ? NO_MATCH : 'No one has asked you to guarantee a loan.'}
              </p>
            ) : (
              mine.data.guarantee_requests.map((a) => (
                <GuaranteeRequest key={a.id} application={a} userId={userId} />
              ))
            )}
          </section>
          <section aria-labelledby="own-heading" className="space-y-3">
            <h2 id="own-heading" className="text-base font-semibold text-slate-900">
              My applications
            </h2>
            {mine.data.applications.length === 0 ? (
              <p className="text-sm text-slate-500">
                {filtered ? NO_MATCH : 'You have not applied for a loan.'}
              </p>
            ) : (
              mine.data.applications.map((a) => (
                <Card key={a.id} title={`Application #${a.id}`} actions={<StatusPill status={a.status} />}>
                  <div className="space-y-4">
                    <ApplicationSummary application={a} />
                    <GuaranteesList application={a} />
                    {a.reason ? <p className="text-sm text-slate-600">Reason: {a.reason}</p> : null}
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
