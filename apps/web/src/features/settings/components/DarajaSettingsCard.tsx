import { DARAJA_FIELD_LABELS, DARAJA_FIELDS, type DarajaStatus, GROUP_TIME_ZONE } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { formatDate } from '../../../lib/format';
import { useDarajaStatus } from '../api/daraja';
import { DarajaCredentialsForm, SavedBadge } from './DarajaCredentialsForm';
import { DarajaTestPanel } from './DarajaTestPanel';

export const DARAJA_LOAD_FAILED = 'Failed to load the Daraja settings';
/** The server's sentence when it has no LINKS_SECRET_KEY (docs/decisions/daraja.md, "Kept encrypted"). */
export const NO_SECRET_KEY =
  'This server cannot keep Daraja credentials: set LINKS_SECRET_KEY (32 characters or more) and restart it.';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** Where Daraja is called (docs/decisions/daraja.md, "Tokens") and when the credentials last changed. */
function WhereAndWhen({ status }: { status: DarajaStatus }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="daraja-status">
      <dt className="text-slate-500">Daraja is called at</dt>
      <dd className="break-all font-mono text-slate-900">{status.base_url}</dd>
      <dt className="text-slate-500 max-sm:mt-2">Last changed</dt>
      <dd className="text-slate-900">
        {status.updated_at ? `${formatDate(status.updated_at)} at ${time(status.updated_at)}` : 'Never'}
      </dd>
    </dl>
  );
}

/** The auditor's view: which credentials are saved, without a box or a button. */
function SavedList({ status }: { status: DarajaStatus }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Daraja credentials">
      {DARAJA_FIELDS.map((field) => (
        <li
          key={field}
          className="flex items-center justify-between gap-3 py-2"
          data-testid={`daraja-${field}`}
        >
          <span className="text-sm font-medium text-slate-700">{DARAJA_FIELD_LABELS[field]}</span>
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
  const status = useDarajaStatus();
  return (
    <Card
      title="Daraja (M-Pesa API)"
      description="Safaricom's API for asking a member's phone to pay (STK Push) and paying out (B2C). Each value is kept encrypted and never shown again."
    >
      <Loaded query={status} loading="Loading the Daraja settings..." failed={DARAJA_LOAD_FAILED}>
        {(data) => (
          <div className="space-y-4">
            <WhereAndWhen status={data} />
            {data.can_store ? null : <Alert tone="info">{NO_SECRET_KEY}</Alert>}
            <ChangesGroup otherwise={<SavedList status={data} />}>
              <OfficialsPart status={data} />
            </ChangesGroup>
          </div>
        )}
      </Loaded>
    </Card>
  );
}
