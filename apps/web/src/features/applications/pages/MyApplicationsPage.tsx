import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useStoredUser } from '../../../lib/useSession';
import { useMyApplications } from '../api/applications';
import { ApplicationSummary, GuaranteesList, StatusPill } from '../components/ApplicationSummary';
import { GuaranteeRequest } from '../components/GuaranteeRequest';

export const MY_APPLICATIONS_FAILED = 'Failed to load your loan applications';

/** /my-applications: the member's applications and the requests to guarantee others' (issue 14). */
export function MyApplicationsPage() {
  const user = useStoredUser();
  const mine = useMyApplications();
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
      {mine.isPending ? <Loading>Loading applications...</Loading> : null}
      {mine.isError ? <Alert>{MY_APPLICATIONS_FAILED}</Alert> : null}
      {mine.data ? (
        <div className="space-y-8">
          <section aria-labelledby="requests-heading" className="space-y-3">
            <h2 id="requests-heading" className="text-base font-semibold text-slate-900">
              Requests to guarantee
            </h2>
            {mine.data.guarantee_requests.length === 0 ? (
              <p className="text-sm text-slate-500">No one has asked you to guarantee a loan.</p>
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
              <p className="text-sm text-slate-500">You have not applied for a loan.</p>
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
