import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
import { fullName, useUsers } from '../../members';
import { useCreateAccount } from '../api/create-account';
import type { MemberAccount } from '../api/get-accounts';

export const ACCOUNT_CREATED = 'Account created successfully';
export const ACCOUNT_FAILED = 'Failed to create account';
export const USER_REQUIRED = 'User is required';

/**
 * Product spec §2 /accounts and §5 (user required): opens a member account. Only users without an
 * account are offered, since a second one is refused (decisions §4).
 */
export function CreateAccountForm({ accounts }: { accounts: readonly MemberAccount[] | undefined }) {
  const users = useUsers();
  const create = useCreateAccount();
  const [userId, setUserId] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const withAccount = new Set(accounts?.map((account) => account.user_id));
  const options = (users.data ?? [])
    .filter((user) => !withAccount.has(user.users_id))
    .map((user) => ({ value: String(user.users_id), label: fullName(user) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!userId) {
      setFieldError(USER_REQUIRED);
      return;
    }
    setFieldError(undefined);
    create.mutate(
      { user_id: Number(userId) },
      {
        onSuccess: (answer) => {
          setUserId('');
          setOutcome({ tone: 'success', text: answer.message || ACCOUNT_CREATED });
        },
        onError: (error) => setOutcome({ tone: 'error', text: messageOf(error, ACCOUNT_FAILED) }),
      },
    );
  };

  const hint = users.isPending
    ? 'Loading members...'
    : users.isSuccess && options.length === 0
      ? 'Every member already has an account.'
      : undefined;

  return (
    <Card title="Create account" description="Open a member account to track savings and monthly dues.">
      <form onSubmit={submit} noValidate className="space-y-4">
        {users.isError ? <Alert>Failed to fetch users.</Alert> : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Select
            label="User"
            className="flex-1"
            placeholder="Select a member"
            value={userId}
            onChange={(value) => {
              setUserId(value);
              setFieldError(undefined);
            }}
            options={options}
            error={fieldError}
            hint={hint}
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Account'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
