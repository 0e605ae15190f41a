import { passwordResetConfirmSchema } from '@links/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useTranslation } from '../../../i18n';
import { useConfirmReset } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { PasswordFormField } from '../components/PasswordFormField';
import { useAuthForm } from '../components/useAuthForm';

/** The email and code a message's link carries after `#`. */
function fromFragment(hash: string) {
  const values = new URLSearchParams(hash.replace(/^#/, ''));
  return { email: values.get('email') ?? '', code: values.get('code') ?? '', password: '' };
}

/** `/reset-password/confirm`: the code and a new password (docs/decisions/passwords.md). */
export function ResetConfirmPage() {
  // A message's link opened on this page starts the form again with its email and code.
  const { hash } = useLocation();
  return <ResetConfirm key={hash} hash={hash} />;
}

function ResetConfirm({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmReset();
  const [done, setDone] = useState<string | null>(null);
  // The fields as the schema's messages name them, in the language on screen
  // (docs/decisions/languages.md, "Form messages").
  const { form, problem, submitWith } = useAuthForm(passwordResetConfirmSchema, fromFragment(hash), {
    email: t('login.email'),
    code: t('auth.reset.code'),
    password: t('password.label'),
  });
  const submit = submitWith(confirm, t('auth.reset.failed'), (answer) => setDone(answer.message));
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <ButtonLink to="/login" className="w-full">
            {t('auth.reset.signIn')}
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.reset.label')}>
          {problem ? <Alert>{problem}</Alert> : null}
          <TextField
            control={form.control}
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
          />
          <TextField
            control={form.control}
            name="code"
            label={t('auth.reset.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
          />
          <PasswordFormField control={form.control} name="password" label={t('auth.newPassword')} fresh />
          <Button type="submit" className="w-full" disabled={confirm.isPending}>
            {confirm.isPending ? t('auth.saving') : t('auth.reset.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link to="/reset-password" className="font-semibold text-brand-700 underline">
              {t('auth.reset.newCode')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
