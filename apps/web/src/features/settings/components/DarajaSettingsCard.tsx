import { DARAJA_FIELDS, type DarajaStatus, GROUP_TIME_ZONE } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useDarajaStatus } from '../api/daraja';
import { DarajaCredentialsForm, SavedBadge } from './DarajaCredentialsForm';
import { DarajaTestPanel } from './DarajaTestPanel';
import { darajaLabel } from './darajaWords';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** Where Daraja is called (docs/decisions/daraja.md, "Tokens") and when the credentials last changed. */
function WhereAndWhen({ status }: { status: DarajaStatus }) {
  const { t } = useTranslation();
  const changed = status.updated_at
    ? t('settings.daraja.changedAt', { date: formatDate(status.updated_at), time: time(status.updated_at) })
    : t('settings.daraja.never');
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="daraja-status">
      <dt className="text-slate-500">{t('settings.daraja.calledAt')}</dt>
      <dd className="break-all font-mono text-slate-900">{status.base_url}</dd>
      <dt className="text-slate-500 max-sm:mt-2">{t('settings.daraja.lastChanged')}</dt>
      <dd className="text-slate-900">{changed}</dd>
    </dl>
  );
}

/** The auditor's view: which credentials are saved, without a box or a button. */
function SavedList({ status }: { status: DarajaStatus }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('settings.daraja.credentials')}>
      {DARAJA_FIELDS.map((field) => (
        <li
          key={field}
          className="flex items-center justify-between gap-3 py-2"
          data-testid={`daraja-${field}`}
        >
          <span className="text-sm font-medium text-slate-700">{darajaLabel(t, field)}</span>
          <SavedBadge saved={status.saved[field]} />
        </li>
      ))}
    </ul>
  );
}

/** The officials' form and test; `key` starts the test afresh when the credentials change. */
function OfficialsPart({ status }: { status: DarajaStatus }) {
  const ready = status.saved.daraja_consumer_key && status.saved.daraja_consumer_secret;
  return (
    <>
      <DarajaCredentialsForm status={status} />
      <DarajaTestPanel key={status.updated_at ?? 'never'} ready={ready} />
    </>
  );
}

/**
 * The group's Daraja credentials on /settings (docs/decisions/daraja.md): officials save, replace,
 * remove and test them; nobody reads them back ("Write-only"); the auditor sees which are saved.
 */
export function DarajaSettingsCard() {
  const { t } = useTranslation();
  const status = useDarajaStatus();
  return (
    <Card title={t('settings.daraja.title')} description={t('settings.daraja.description')}>
      <Loaded query={status} loading={t('settings.daraja.loading')} failed={t('settings.daraja.loadFailed')}>
        {(data) => (
          <div className="space-y-4">
            <WhereAndWhen status={data} />
            {data.can_store ? null : <Alert tone="info">{t('settings.daraja.noSecretKey')}</Alert>}
            <ChangesGroup otherwise={<SavedList status={data} />}>
              <OfficialsPart status={data} />
            </ChangesGroup>
          </div>
        )}
      </Loaded>
    </Card>
  );
}
