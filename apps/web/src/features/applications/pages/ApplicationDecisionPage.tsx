import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { useApplication } from '../api/applications';
import { ApplicationSummary, GuaranteesList, StatusPill } from '../components/ApplicationSummary';
import { DecisionPanel } from '../components/DecisionPanel';

export const APPLICATION_FAILED = 'Failed to load the application';

/** /loan-applications/:id (admin): an application, its guarantors, and the decision. */
export function ApplicationDecisionPage() {
  const id = Number(useParams().id);
  const application = useApplication(Number.isSafeInteger(id) && id > 0 ? id : 0);
  return (
    <>
      <PageHeader
        title={`Loan Application #${Number.isSafeInteger(id) ? id : ''}`}
        link={{ to: '/loan-applications', label: 'Back to applications' }}
      >
        Approving issues the loan at the group's rates and pays it out.
      </PageHeader>
      {application.isPending ? <Loading>Loading application...</Loading> : null}
      {application.isError ? <Alert>{messageOf(application.error, APPLICATION_FAILED)}</Alert> : null}
      {application.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Application" actions={<StatusPill status={application.data.status} />}>
            <ApplicationSummary application={application.data} />
          </Card>
          <div className="space-y-6">
            <Card title="Guarantors">
              <GuaranteesList application={application.data} />
            </Card>
            <ChangesGroup>
              <Card title="Decision">
                <DecisionPanel application={application.data} />
              </Card>
            </ChangesGroup>
          </div>
        </div>
      ) : null}
    </>
  );
}
