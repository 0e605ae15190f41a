import { type SetupInput, setupSchema } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ApiError, messageOf } from '../../../lib/api';
import { sessionChanged } from '../../../lib/session';
import { setupStatusQuery, useSetup, useSetupStatus } from '../api/setup';
import { AuthCard } from '../components/AuthCard';
import { PasswordFormField } from '../components/PasswordFormField';

type Values = Record<keyof SetupInput, string>;
const empty: Values = {
  group_name: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  setup_code: '',
};
const fields = Object.keys(empty) as (keyof Values)[];
const SETUP_CODE_REQUIRED = 'Setup code is required';

/**
 * The form's rules are the server's (`setupSchema`); away from the server's own machine the setup
 * code is asked for too, and then it may not be blank.
 */
const withoutCode = schemaResolver<Values>(setupSchema);
const withCode = schemaResolver<Values>(
  setupSchema.extend({
    setup_code: setupSchema.shape.setup_code.refine((code) => Boolean(code), SETUP_CODE_REQUIRED),
  }),
);
const setupResolver: Resolver<Values, { codeNeeded: boolean }> = (values, context, options) =>
  (context?.codeNeeded ? withCode : withoutCode)(values, context, options);

/** The setup code's own refusals (403, `SETUP_CODE…`) belong under its field. */
function setupCodeRefusal(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const code = failure.body?.code;
  return typeof code === 'string' && code.startsWith('SETUP_CODE') ? messageOf(failure, '') : undefined;
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
  const [error, setError] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const codeNeeded = Boolean(status.data?.code_needed) || codeAsked;
  const form = useForm<Values, { codeNeeded: boolean }, Values>({
    resolver: setupResolver,
    context: { codeNeeded },
    defaultValues: empty,
  });

  if (status.data && !status.data.needed && !setup.isSuccess) return <Navigate to="/login" replace />;

  const submit = form.handleSubmit(
    (values) => {
      setError(null);
      const { setup_code, ...rest } = values;
      const body = setupSchema.parse(codeNeeded ? values : rest);
      setup.mutate(body, {
        onSuccess: () => {
          // The server set the session cookies with its answer.
          sessionChanged();
          queryClient.setQueryData(setupStatusQuery.queryKey, { needed: false, code_needed: false });
          navigate('/', { replace: true });
        },
        onError: (failure) => {
          const shown = showServerErrors(failure, form.setError, fields);
          const codeRefused = setupCodeRefusal(failure);
          if (codeRefused) {
            setCodeAsked(true);
            form.setError('setup_code', { type: 'server', message: codeRefused });
          }
          if (shown.length === 0 && !codeRefused)
            setError(messageOf(failure, 'Setup failed. Please try again.'));
        },
      });
    },
    () => setError(null),
  );

  const field = { control: form.control };
  return (
    <AuthCard title="Set up Links" subtitle="Name your group and create the first admin account">
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {codeNeeded ? (
          <TextField
            {...field}
            name="setup_code"
            label="Setup code"
            autoComplete="off"
            spellCheck={false}
            placeholder="XXXX-XXXX"
            hint="You are not on the server's own machine: enter the code the server printed in its log after “setup code:”."
          />
        ) : null}
        <TextField {...field} name="group_name" label="Group name" autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field} name="firstname" label="First name" autoComplete="given-name" />
          <TextField {...field} name="lastname" label="Last name" autoComplete="family-name" />
        </div>
        <TextField {...field} name="email" label="Email" type="email" autoComplete="email" />
        <PasswordFormField {...field} name="password" label="Password" fresh />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? 'Creating…' : 'Create admin and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
