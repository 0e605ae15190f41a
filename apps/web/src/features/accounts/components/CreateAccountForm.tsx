import { createAccountBody } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MemberField } from '../../../components/form/MemberField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { messageOf } from '../../../lib/api';
import { useCreateAccount } from '../api/create-account';

export const ACCOUNT_CREATED = 'Account created successfully';
export const ACCOUNT_FAILED = 'Failed to create account';
/** A second account is refused (decisions §4): only members without one are offered. */
const withoutAccount = { has_account: 'false' };
const subjects = { user_id: 'User' };

/**
 * Product spec §2 /accounts and §5 (user required): opens a member account. Only users without an
 * account are offered, found by typing, since a second one is refused (decisions §4). The rule is
 * the server's body schema (`createAccountBody`).
 */
export function CreateAccountForm() {
  const create = useCreateAccount();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<{ user_id: string }>({
    resolver: schemaResolver(createAccountBody, subjects),
    defaultValues: { user_id: '' },
  });

  const submit = form.handleSubmit(({ user_id }) => {
    setOutcome(null);
    create.mutate(
      { user_id: Number(user_id) },
      {
        onSuccess: (answer) => {
          form.reset({ user_id: '' });
          setOutcome({ tone: 'success', text: answer.message || ACCOUNT_CREATED });
        },
        onError: (error) => {
          showServerErrors(error, form.setError, ['user_id'], subjects);
          setOutcome({ tone: 'error', text: messageOf(error, ACCOUNT_FAILED) });
        },
      },
    );
  });

  return (
    <Card title="Create account" description="Open a member account to track savings and monthly dues.">
      <form onSubmit={submit} noValidate className="space-y-4">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <MemberField
            control={form.control}
            name="user_id"
            label="User"
            className="flex-1"
            filter={withoutAccount}
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Account'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
