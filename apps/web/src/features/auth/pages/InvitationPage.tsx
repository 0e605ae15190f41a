import {
  acceptInvitationSchema,
  confirmGroupSchema,
  type InvitationView,
  normalizeInvitationCode,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useAcceptInvitation, useConfirmGroup, useInvitation } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { PasswordFormField } from '../components/PasswordFormField';
import { useAuthForm } from '../components/useAuthForm';

const homeOf = (role: string) => (role === 'admin' ? '/' : '/member');

/** The password a member chooses with their invitation; signed in once it is set. */
function ChoosePassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(code);
  // The field as the schema's messages name it, in the language on screen
  // (docs/decisions/languages.md, "Form messages").
  const { form, problem, submitWith } = useAuthForm(
    acceptInvitationSchema,
    { password: '' },
    { password: t('password.label') },
  );
  const submit = submitWith(accept, t('auth.invitation.chooseFailed'), (answer) =>
    navigate(homeOf(answer.user.role), { replace: true }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.invitation.chooseLabel')}>
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="password" label={t('auth.newPassword')} fresh />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? t('auth.saving') : t('auth.invitation.set')}
      </Button>
    </form>
  );
}

/**
 * A group the person registered, confirmed with the password they already sign in with
 * (docs/decisions/signup.md, "Confirming"); signed in there once it starts.
 */
function ConfirmWithPassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmGroup(code);
  const { form, problem, submitWith } = useAuthForm(
    confirmGroupSchema,
    { password: '' },
    { password: t('password.label') },
  );
  const submit = submitWith(confirm, t('auth.invitation.confirmFailed'), (answer) =>
    navigate(homeOf(answer.user.role), { replace: true }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.invitation.confirmLabel')}>
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="password" label={t('auth.invitation.yourPassword')} />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? t('auth.invitation.confirming') : t('auth.invitation.confirm')}
      </Button>
    </form>
  );
}

/** What the page says of an invitation: a welcome, or the group it confirms. */
function headingOf(t: TFunction, view: InvitationView) {
  const { firstname } = view;
  if (view.new_group === null)
    return { title: t('auth.invitation.welcome', { firstname }), subtitle: t('auth.invitation.choose') };
  return {
    title: t('auth.invitation.confirmTitle', { group: view.new_group }),
    subtitle: view.has_password
      ? t('auth.invitation.welcomeBack', { firstname })
      : t('auth.invitation.welcomeChoose', { firstname }),
  };
}

/** A code read out over the phone, typed here: it opens the invitation's page. */
function EnterCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeInvitationCode(code);
    if (!normalized) {
      setError(t('auth.invitation.badCode'));
      return;
    }
    navigate(`/invitations/${normalized.slice(0, 5)}-${normalized.slice(5)}`);
  };
  return (
    <AuthCard title={t('auth.invitation.title')} subtitle={t('auth.invitation.enterCode')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t('auth.invitation.code')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" className="w-full">
          {t('auth.invitation.continue')}
        </Button>
        <BackToLogin />
      </form>
    </AuthCard>
  );
}

/**
 * `/invitations/:code` (docs/decisions/passwords.md, "Invitations"): "Welcome, <first name>" and
 * the form to choose a password; without a code, a field to type one.
 */
export function InvitationPage() {
  const { code } = useParams();
  if (!code) return <EnterCode />;
  return <Invitation code={code} />;
}

function Invitation({ code }: { code: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(code);
  if (invitation.isPending) {
    return (
      <AuthCard title={t('auth.invitation.title')}>
        <Loading>{t('auth.invitation.loading')}</Loading>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const gone = invitation.error && 'status' in invitation.error && invitation.error.status === 404;
    return (
      <AuthCard title={t('auth.invitation.title')}>
        <div className="space-y-4">
          <Alert>
            {gone ? t('auth.invitation.gone') : messageOf(invitation.error, t('auth.invitation.gone'))}
          </Alert>
          <p className="text-sm text-slate-600">{t('auth.invitation.askAgain')}</p>
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }
  const { title, subtitle } = headingOf(t, invitation.data);
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {!invitation.data.has_password ? (
        <ChoosePassword code={code} />
      ) : invitation.data.new_group !== null ? (
        <ConfirmWithPassword code={code} />
      ) : (
        <div className="space-y-4">
          <Alert tone="info">{t('auth.invitation.alreadySignsIn')}</Alert>
          <BackToLogin />
        </div>
      )}
    </AuthCard>
  );
}
