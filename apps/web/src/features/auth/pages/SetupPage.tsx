import { type SetupInput, setupSchema } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { messageOf } from '../../../lib/api';
import { sessionChanged } from '../../../lib/session';
import { setupStatusQuery, useSetup, useSetupStatus } from '../api/setup';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';

type Values = Record<keyof SetupInput, string>;
const empty: Values = { group_name: '', firstname: '', lastname: '', email: '', password: '' };

/** First run: name the group and create the first admin (decisions §2). */
export function SetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetup();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [error, setError] = useState<string | null>(null);

  if (status.data && !status.data.needed && !setup.isSuccess) return <Navigate to="/login" replace />;

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = setupSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Values> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setup.mutate(parsed.data, {
      onSuccess: () => {
        // The server set the session cookies with its answer.
        sessionChanged();
        queryClient.setQueryData(setupStatusQuery.queryKey, { needed: false });
        navigate('/', { replace: true });
      },
      onError: (failure) => setError(messageOf(failure, 'Setup failed. Please try again.')),
    });
  };

  return (
    <AuthCard title="Set up Links" subtitle="Name your group and create the first admin account">
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        <Field label="Group name" autoComplete="organization" {...bind('group_name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" autoComplete="given-name" {...bind('firstname')} />
          <Field label="Last name" autoComplete="family-name" {...bind('lastname')} />
        </div>
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <PasswordField autoComplete="new-password" {...bind('password')} />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? 'Creating…' : 'Create admin and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
