import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { MoneyAccountSelect } from '../../books';
import { useSettings } from '../../settings';
import { useReconciliation } from '../api/get-reconciliation';
import { MpesaBalanceCard } from '../components/MpesaBalanceCard';
import { ReconciliationSummary } from '../components/ReconciliationSummary';
import { UnpartneredTables } from '../components/UnpartneredTables';

/**
 * /reconciliation/:accountId (admin, docs/decisions/payments.md, "Reconciliation"): the imported statement of
 * a money account against its books, as of a date (today unless chosen, in the URL), with the lines on either
 * side that have no partner. The M-Pesa account's also shows Safaricom's balance beside the books
 * (docs/decisions/daraja.md, "The M-Pesa balance").
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const { accountId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const asOf = params.get('as_of') ?? '';
  const id = Number(accountId);
  const reconciliation = useReconciliation(id, asOf || undefined);
  const isMpesa = useSettings().data?.mpesa_account_id === id;
  return (
    <>
      <PageHeader title={t('payments.reconciliation.title')}>
        {reconciliation.data
          ? t('payments.reconciliation.introOf', { account: reconciliation.data.account.name })
          : t('payments.reconciliation.intro')}
      </PageHeader>
      <div className="space-y-6">
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyAccountSelect
              label={t('payments.reconciliation.account')}
              placeholder={t('payments.reconciliation.chooseAccount')}
              value={accountId}
              onChange={(value) =>
                value && navigate(`/reconciliation/${value}${asOf ? `?as_of=${asOf}` : ''}`)
              }
            />
            <Field
              label={t('payments.reconciliation.asOf')}
              type="date"
              value={asOf}
              onChange={(event) => setParams(event.target.value ? { as_of: event.target.value } : {})}
              hint={t('payments.reconciliation.asOfHint')}
            />
          </div>
        </Card>
        {isMpesa ? <MpesaBalanceCard /> : null}
        <Loaded
          query={reconciliation}
          loading={t('payments.reconciliation.loading')}
          failed={t('payments.reconciliation.failed')}
        >
          {(data) => (
            <>
              {data.statement === null ? (
                <Alert tone="info">{t('payments.reconciliation.noStatement')}</Alert>
              ) : null}
              <Card>
                <ReconciliationSummary answer={data} />
              </Card>
              <UnpartneredTables answer={data} />
            </>
          )}
        </Loaded>
      </div>
    </>
  );
}
