import { passwordResetRequestSchema } from '@links/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useTranslation } from '../../../i18n';
import { useRequestReset } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { useAuthForm } from '../components/useAuthForm';

/** The page after the request keeps the email in the fragment, which the browser never sends. */
export const confirmPageFor = (email: string) => `/reset-password/confirm#email=${encodeURIComponent(email)}`;

/** `/reset-password`: ask for a code (docs/decisions/passwords.md, "Forgotten passwords"). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { form, problem, submitWith } = useAuthForm(
    passwordResetRequestSchema,
    { email: '' },
    { email: t('login.email') },
  );
  const submit = submitWith(request, t('auth.forgot.failed'), (answer) =>
    setSent({ email: form.getValues('email').trim(), message: answer.message }),
  );
  return (
    <AuthCard title={t('login.forgot')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <div className="space-y-4">
          <Alert tone="success">{sent.message}</Alert>
          <ButtonLink to={confirmPageFor(sent.email)} className="w-full">
            {t('auth.haveCode')}
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.forgot.label')}>
          {problem ? <Alert>{problem}</Alert> : null}
          <TextField
            control={form.control}
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
          />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <BackToLogin className="mt-4" />
    </AuthCard>
  );
}
