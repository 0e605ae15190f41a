import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { InvitationShare } from '../../../components/ui/InvitationShare';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useStoredUser } from '../../../lib/useSession';
import { ChangePasswordForm } from '../../auth';
import { useResetPassword } from '../api/reset-password';

/** The official's reset of another member's password: confirm, then the invitation to pass on. */
function ResetPassword({ userId, firstname }: { userId: number; firstname: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [asking, setAsking] = useState(false);
  if (reset.data) {
    return (
      <div className="space-y-3">
        <Alert tone="success">{reset.data.message}</Alert>
        <InvitationShare firstname={firstname} details={reset.data} />
      </div>
    );
  }
  if (!asking) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setAsking(true)}>
        {t('accounts.password.reset')}
      </Button>
    );
  }
  return (
    <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-600/20 ring-inset">
      {reset.isError ? <Alert>{messageOf(reset.error, t('accounts.password.resetFailed'))}</Alert> : null}
      <p className="text-sm text-slate-700">{t('accounts.password.resetWarning', { firstname })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate(userId)}>
          {reset.isPending ? t('accounts.password.resetting') : t('accounts.password.confirmReset')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={reset.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** One's own password: the change form, opened from the card. */
function ChangeOwnPassword() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (done) return <Alert tone="success">{done}</Alert>;
  if (!open) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        {t('accounts.password.change')}
      </Button>
    );
  }
  return <ChangePasswordForm onChanged={setDone} />;
}

/**
 * The profile card's password action (docs/decisions/passwords.md): "Change password" on one's own
 * card, "Reset password" on another member's.
 */
export function PasswordActions({ userId, firstname }: { userId: number; firstname: string }) {
  const { t } = useTranslation();
  const me = useStoredUser();
  return (
    <section aria-label={t('accounts.password.section')} className="mt-4">
      {me?.users_id === userId ? (
        <ChangeOwnPassword />
      ) : (
        <ResetPassword userId={userId} firstname={firstname} />
      )}
    </section>
  );
}
