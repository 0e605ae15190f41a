import { type SetupInput, setupSchema } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
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

/**
 * The form's rules are the server's (`setupSchema`); away from the server's own machine the setup
 * code is asked for too, and then it may not be blank (`codeRequired` says so).
 */
const withoutCode = schemaResolver<Values>(setupSchema);
function setupResolver(codeRequired: string): Resolver<Values, { codeNeeded: boolean }> {
  const withCode = schemaResolver<Values>(
    setupSchema.extend({
      setup_code: setupSchema.shape.setup_code.refine((code) => Boolean(code), codeRequired),
    }),
  );
  return (values, context, options) =>
    (context?.codeNeeded ? withCode : withoutCode)(values, context, options);
}

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSetupStatus();
  const setup = useSetup();
  const [error, setError] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const codeNeeded = Boolean(status.data?.code_needed) || codeAsked;
  const resolver = useMemo(() => setupResolver(t('auth.setup.codeRequired')), [t]);
  const form = useForm<Values, { codeNeeded: boolean }, Values>({
    resolver,
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
          if (shown.length === 0 && !codeRefused) setError(messageOf(failure, t('auth.setup.failed')));
        },
      });
    },
    () => setError(null),
  );

  const field = { control: form.control };
  return (
    <AuthCard title={t('auth.setup.title')} subtitle={t('auth.setup.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {codeNeeded ? (
          <TextField
            {...field}
            name="setup_code"
            label={t('auth.setup.code')}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('auth.setup.codePlaceholder')}
            hint={t('auth.setup.codeHint')}
          />
        ) : null}
        <TextField {...field} name="group_name" label={t('auth.groupName')} autoComplete="organization" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field} name="firstname" label={t('auth.firstName')} autoComplete="given-name" />
          <TextField {...field} name="lastname" label={t('auth.lastName')} autoComplete="family-name" />
        </div>
        <TextField {...field} name="email" label={t('login.email')} type="email" autoComplete="email" />
        <PasswordFormField {...field} name="password" label={t('password.label')} fresh />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? t('auth.setup.creating') : t('auth.setup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
