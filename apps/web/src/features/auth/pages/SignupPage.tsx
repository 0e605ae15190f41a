import { type SignupBody, signupBody } from '@links/domain';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { useSignup, useSignupStatus } from '../api/signup';
import { AuthCard } from '../components/AuthCard';
import { BackToLogin } from '../components/BackToLogin';
import { useAuthForm } from '../components/useAuthForm';

export const SIGNUP_CLOSED = 'This Links does not take new groups. Ask its host to open one for you.';
const SUBJECTS = { group_name: 'Group name', firstname: 'First name', lastname: 'Last name', email: 'Email' };
const BLANK: SignupBody = { group_name: '', firstname: '', lastname: '', email: '' };

/** The form: the group's name and its first official, who will be its chair. */
function SignupForm({ onSent }: { onSent: (message: string) => void }) {
  const signup = useSignup();
  const { form, problem, submitWith } = useAuthForm(signupBody, BLANK, SUBJECTS);
  const submit = submitWith(signup, 'Could not register the group. Please try again.', (answer) =>
    onSent(answer.message),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Register a group">
      {problem ? <Alert>{problem}</Alert> : null}
      <TextField control={form.control} name="group_name" label="Group name" autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="firstname" label="First name" autoComplete="given-name" />
        <TextField control={form.control} name="lastname" label="Last name" autoComplete="family-name" />
      </div>
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      <p className="text-sm text-slate-600">
        You will be the group's chair. We send a code to this email: the group starts when you confirm it.
      </p>
      <Button type="submit" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? 'Registering…' : 'Register the group'}
      </Button>
    </form>
  );
}

/**
 * `/signup` (docs/decisions/signup.md): a new group and its first official, where the deployment
 * takes new groups; the code to confirm it goes by e-mail, and the invitation page takes it.
 */
export function SignupPage() {
  const status = useSignupStatus();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthCard title="Register a new group" subtitle="Run your chama's money on Links">
      {status.isPending ? (
        <Loading>Loading...</Loading>
      ) : !status.data?.open ? (
        <Alert>{SIGNUP_CLOSED}</Alert>
      ) : sent ? (
        <div className="space-y-4">
          <Alert tone="success">{sent}</Alert>
          <ButtonLink to="/invitations" className="w-full">
            I have the code
          </ButtonLink>
        </div>
      ) : (
        <SignupForm onSent={setSent} />
      )}
      <BackToLogin className="mt-4" />
    </AuthCard>
  );
}
