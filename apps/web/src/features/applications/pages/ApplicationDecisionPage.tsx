import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useApplication } from '../api/applications';
import { ApplicationSummary, GuaranteesList, StatusPill } from '../components/ApplicationSummary';
import { DecisionPanel } from '../components/DecisionPanel';

/** /loan-applications/:id (admin): an application, its guarantors, and the decision. */
export function ApplicationDecisionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const application = useApplication(Number.isSafeInteger(id) && id > 0 ? id : 0);
  return (
    <>
      <PageHeader
        title={t('applications.decision.title', { id: Number.isSafeInteger(id) ? id : '' })}
        link={{ to: '/loan-applications', label: t('applications.decision.back') }}
      >
        {t('applications.decision.intro')}
      </PageHeader>
      {application.isPending ? <Loading>{t('applications.decision.loading')}</Loading> : null}
      {application.isError ? (
        <Alert>{messageOf(application.error, t('applications.decision.failed'))}</Alert>
      ) : null}
      {application.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card
            title={t('applications.decision.application')}
            actions={<StatusPill status={application.data.status} />}
          >
            <ApplicationSummary application={application.data} />
          </Card>
          <div className="space-y-6">
            <Card title={t('applications.summary.guarantors')}>
              <GuaranteesList application={application.data} />
            </Card>
            <ChangesGroup>
              <Card title={t('applications.decision.decision')}>
                <DecisionPanel application={application.data} />
              </Card>
            </ChangesGroup>
          </div>
        </div>
      ) : null}
    </>
  );
}
