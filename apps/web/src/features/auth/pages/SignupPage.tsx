import { type SignupBody, signupBody } from '@links/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { useSignup, useSignupStatus } from '../api/signup';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { useAuthForm } from '../components/useAuthForm';

const BLANK: SignupBody = { group_name: '', firstname: '', lastname: '', email: '' };

/** The form: the group's name and its first official, who will be its chair. */
function SignupForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation();
  const signup = useSignup();
  // The fields as the schema's messages name them, in the language on screen
  // (docs/decisions/languages.md, "Form messages").
  const { form, problem, submitWith } = useAuthForm(signupBody, BLANK, {
    group_name: t('auth.groupName'),
    firstname: t('auth.firstName'),
    lastname: t('auth.lastName'),
    email: t('login.email'),
  });
  const submit = submitWith(signup, t('auth.signup.failed'), (answer) => onSent(answer.message));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.signup.label')}>
      {problem ? <Alert>{problem}</Alert> : null}
      <TextField
        control={form.control}
        name="group_name"
        label={t('auth.groupName')}
        autoComplete="organization"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="firstname"
          label={t('auth.firstName')}
          autoComplete="given-name"
        />
        <TextField
          control={form.control}
          name="lastname"
          label={t('auth.lastName')}
          autoComplete="family-name"
        />
      </div>
      <TextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
      />
      <p className="text-sm text-slate-600">{t('auth.signup.chairNote')}</p>
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? t('auth.signup.registering') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}

/**
 * `/signup` (docs/decisions/signup.md): a new group and its first official, where the deployment
 * takes new groups; the code to confirm it goes by e-mail, and the invitation page takes it.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const status = useSignupStatus();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthCard title={t('login.register')} subtitle={t('auth.signup.subtitle')}>
      {status.isPending ? (
        <Loading>{t('auth.signup.loading')}</Loading>
      ) : !status.data?.open ? (
        <Alert>{t('auth.signup.closed')}</Alert>
      ) : sent ? (
        <div className="space-y-4">
          <Alert tone="success">{sent}</Alert>
          <ButtonLink to="/invitations" className="w-full">
            {t('auth.haveCode')}
          </ButtonLink>
        </div>
      ) : (
        <SignupForm onSent={setSent} />
      )}
      <BackToLogin className="mt-4" />
    </AuthCard>
  );
}
