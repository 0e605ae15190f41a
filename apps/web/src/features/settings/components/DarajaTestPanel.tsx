import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useTestDaraja } from '../api/daraja';

/**
 * "Test connection" (docs/decisions/daraja.md, "Test connection"): asks Daraja for a token with the
 * saved key and secret, and shows what came of it in green, or what went wrong in red.
 */
export function DarajaTestPanel({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const test = useTestDaraja();
  return (
    <section className="space-y-3 border-t border-slate-100 pt-5" aria-label={t('settings.daraja.test')}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          className="max-sm:w-full"
          disabled={!ready || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? t('settings.daraja.testing') : t('settings.daraja.test')}
        </Button>
        {ready ? null : <p className="text-sm text-slate-500">{t('settings.daraja.saveKeyFirst')}</p>}
      </div>
      {test.isError ? <Alert>{messageOf(test.error, t('settings.daraja.testFailed'))}</Alert> : null}
      {test.data ? <Alert tone={test.data.ok ? 'success' : 'error'}>{test.data.message}</Alert> : null}
    </section>
  );
}
