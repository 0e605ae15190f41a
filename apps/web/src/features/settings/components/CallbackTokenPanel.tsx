import { callbackUrlProblem } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useRotateC2bToken } from '../api/rotate-c2b-token';

/**
 * Safaricom calls only public HTTPS addresses (docs/decisions/secrets.md, "Secrets and logs"): URLs built
 * from how the admin reached the app (http://, localhost, a LAN address) would never be called. The
 * problem is the domain's sentence.
 */
function PublicHttpsWarning({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const problem = urls.map(callbackUrlProblem).find((found) => found !== null);
  if (!problem) return null;
  return (
    <Alert tone="warning">
      <span className="font-medium">{t('settings.callback.cannotCall')}</span> {problem}{' '}
      {t('settings.callback.openPublic')}
    </Alert>
  );
}

/** The URLs just generated, shown this once, with the warning when Safaricom could not call them. */
function NewUrls({ confirmation, validation }: { confirmation: string; validation: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PublicHttpsWarning urls={[confirmation, validation]} />
      <div
        className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm"
        data-testid="callback-urls"
      >
        <p className="font-medium text-amber-900">{t('settings.callback.copyNow')}</p>
        <p className="break-all">
          <span className="font-medium">{t('settings.callback.confirmation')}</span>{' '}
          <code>{confirmation}</code>
        </p>
        <p className="break-all">
          <span className="font-medium">{t('settings.callback.validation')}</span> <code>{validation}</code>
        </p>
      </div>
    </>
  );
}

/**
 * Generates (or replaces) the secret in the C2B callback URLs registered with Safaricom. The URLs
 * are shown once, right after; only a hash is kept, and the previous URLs stop working.
 */
export function CallbackTokenPanel({ tokenSet }: { tokenSet: boolean }) {
  const { t } = useTranslation();
  const rotate = useRotateC2bToken();
  const [confirming, setConfirming] = useState(false);
  const generate = () => {
    setConfirming(false);
    rotate.mutate();
  };
  return (
    <section
      className="mt-6 space-y-3 border-t border-slate-100 pt-5"
      aria-label={t('settings.callback.label')}
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('settings.callback.title')}</h3>
      <p className="text-sm text-slate-600">
        {tokenSet ? t('settings.callback.set') : t('settings.callback.none')}
      </p>
      {rotate.isError ? <Alert>{messageOf(rotate.error, t('settings.callback.failed'))}</Alert> : null}
      {rotate.isSuccess ? (
        <NewUrls confirmation={rotate.data.confirmation_url} validation={rotate.data.validation_url} />
      ) : null}
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={generate}>
            {t('settings.callback.replace')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('settings.callback.keep')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="max-sm:px-3"
          disabled={rotate.isPending}
          onClick={() => (tokenSet ? setConfirming(true) : generate())}
        >
          {rotate.isPending
            ? t('settings.callback.generating')
            : tokenSet
              ? t('settings.callback.rotate')
              : t('settings.callback.generate')}
        </Button>
      )}
    </section>
  );
}
