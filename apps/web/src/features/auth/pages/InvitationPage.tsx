import {
  acceptInvitationSchema,
  confirmGroupSchema,
  type InvitationView,
  normalizeInvitationCode,
} from '@links/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Loading } from '../../../components/ui/Loading';
import { messageOf } from '../../../lib/api';
import { useAcceptInvitation, useConfirmGroup, useInvitation } from '../api/passwords';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { PasswordFormField } from '../components/PasswordFormField';
import { useAuthForm } from '../components/useAuthForm';

export const ALREADY_SIGNS_IN =
  'You already have a Links password: sign in with it, and you find this group among yours.';
export const INVITATION_GONE = 'This invitation does not exist, was already used or has expired.';
const homeOf = (role: string) => (role === 'admin' ? '/' : '/member');
const SUBJECTS = { password: 'Password' };

/** The password a member chooses with their invitation; signed in once it is set. */
function ChoosePassword({ code }: { code: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(code);
  const { form, problem, submitWith } = useAuthForm(acceptInvitationSchema, { password: '' }, SUBJECTS);
  const submit = submitWith(accept, 'Could not set your password. Please try again.', (answer) =>
    navigate(homeOf(answer.user.role), { replace: true }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose your password">
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="password" label="New password" fresh />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Saving…' : 'Set my password'}
      </Button>
    </form>
  );
}

/**
 * A group the person registered, confirmed with the password they already sign in with
 * (docs/decisions/signup.md, "Confirming"); signed in there once it starts.
 */
function ConfirmWithPassword({ code }: { code: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmGroup(code);
  const { form, problem, submitWith } = useAuthForm(confirmGroupSchema, { password: '' }, SUBJECTS);
  const submit = submitWith(confirm, 'Could not confirm the group. Please try again.', (answer) =>
    navigate(homeOf(answer.user.role), { replace: true }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Confirm the group">
      {problem ? <Alert>{problem}</Alert> : null}
      <PasswordFormField control={form.control} name="password" label="Your Links password" />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Confirming…' : 'Confirm and sign in'}
      </Button>
    </form>
  );
}

/** What the page says of an invitation: a welcome, or the group it confirms. */
function headingOf(view: InvitationView) {
  if (view.new_group === null)
    return { title: `Welcome, ${view.firstname}`, subtitle: 'Choose the password only you will know' };
  return {
    title: `Confirm ${view.new_group}`,
    subtitle: view.has_password
      ? `Welcome back, ${view.firstname}: enter the password you sign in to Links with`
      : `Welcome, ${view.firstname}: choose the password only you will know`,
  };
}

/** A code read out over the phone, typed here: it opens the invitation's page. */
function EnterCode() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeInvitationCode(code);
    if (!normalized) {
      setError('The code is the 10 letters and digits of your invitation, like ABCDE-FGH23.');
      return;
    }
    navigate(`/invitations/${normalized.slice(0, 5)}-${normalized.slice(5)}`);
  };
  return (
    <AuthCard title="Your invitation" subtitle="Enter the code your group gave you">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Invitation code"
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
          Continue
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
  const invitation = useInvitation(code);
  if (invitation.isPending) {
    return (
      <AuthCard title="Your invitation">
        <Loading>Loading invitation...</Loading>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const gone = invitation.error && 'status' in invitation.error && invitation.error.status === 404;
    return (
      <AuthCard title="Your invitation">
        <div className="space-y-4">
          <Alert>{gone ? INVITATION_GONE : messageOf(invitation.error, INVITATION_GONE)}</Alert>
          <p className="text-sm text-slate-600">
            Ask an official of your group for a new invitation, or use “Forgot password?” if you already chose
            a password.
          </p>
          <BackToLogin />
        </div>
      </AuthCard>
    );
  }
  const { title, subtitle } = headingOf(invitation.data);
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {!invitation.data.has_password ? (
        <ChoosePassword code={code} />
      ) : invitation.data.new_group !== null ? (
        <ConfirmWithPassword code={code} />
      ) : (
        <div className="space-y-4">
          <Alert tone="info">{ALREADY_SIGNS_IN}</Alert>
          <BackToLogin />
        </div>
      )}
    </AuthCard>
  );
}
