import { PASSWORD_HINT, type SetupInput, setupSchema } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { ApiError, messageOf } from '../../../lib/api';
import { sessionChanged } from '../../../lib/session';
import { setupStatusQuery, useSetup, useSetupStatus } from '../api/setup';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';

type Values = Record<keyof SetupInput, string>;
type Errors = Partial<Values>;
const empty: Values = {
  group_name: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  setup_code: '',
};
const SETUP_CODE_REQUIRED = 'Setup code is required';

/** The fields a refusal named, and the setup code's own refusals (403), under their fields. */
function fieldErrorsOf(failure: unknown): Errors {
  if (!(failure instanceof ApiError)) return {};
  const errors: Errors = {};
  for (const name of Object.keys(empty) as (keyof Values)[]) {
    const message = failure.field(name);
    if (message) errors[name] = message;
  }
  const code = failure.body?.code;
  if (typeof code === 'string' && code.startsWith('SETUP_CODE')) errors.setup_code = messageOf(failure, '');
  return errors;
}

/**
 * First run: name the group and create the first admin (docs/decisions/first-run.md, "Setting the group up").
 * Away from the server's own machine it asks for the setup code the server printed in its log
 * (docs/decisions/first-run.md, "First run").
 */
export function SetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetup();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const codeNeeded = Boolean(status.data?.code_needed) || codeAsked;

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
    const { setup_code, ...form } = values;
    const parsed = setupSchema.safeParse(codeNeeded ? values : form);
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Values] ??= issue.message;
    if (codeNeeded && !setup_code.trim()) next.setup_code = SETUP_CODE_REQUIRED;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    setup.mutate(parsed.data, {
      onSuccess: () => {
        // The server set the session cookies with its answer.
        sessionChanged();
        queryClient.setQueryData(setupStatusQuery.queryKey, { needed: false, code_needed: false });
        navigate('/', { replace: true });
      },
      onError: (failure) => {
        const named = fieldErrorsOf(failure);
        if (named.setup_code) setCodeAsked(true);
        setErrors(named);
        if (Object.keys(named).length === 0) setError(messageOf(failure, 'Setup failed. Please try again.'));
      },
    });
  };

  return (
    <AuthCard title="Set up Links" subtitle="Name your group and create the first admin account">
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {codeNeeded ? (
          <Field
            label="Setup code"
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX"
            hint="You are not on the server's own machine: enter the code the server printed in its log after “setup code:”."
            {...bind('setup_code')}
          />
        ) : null}
        <Field label="Group name" autoComplete="organization" {...bind('group_name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" autoComplete="given-name" {...bind('firstname')} />
          <Field label="Last name" autoComplete="family-name" {...bind('lastname')} />
        </div>
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <PasswordField autoComplete="new-password" hint={PASSWORD_HINT} {...bind('password')} />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? 'Creating…' : 'Create admin and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
