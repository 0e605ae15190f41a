import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { messageOf } from '../../../lib/api';
import { useCreateAccount } from '../api/create-account';

export const ACCOUNT_CREATED = 'Account created successfully';
export const ACCOUNT_FAILED = 'Failed to create account';
export const USER_REQUIRED = 'User is required';
/** A second account is refused (decisions §4): only members without one are offered. */
const withoutAccount = { has_account: 'false' };

/**
 * Product spec §2 /accounts and §5 (user required): opens a member account. Only users without an
 * account are offered, found by typing, since a second one is refused (decisions §4).
 */
export function CreateAccountForm() {
  const create = useCreateAccount();
  const [userId, setUserId] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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

  return (
    <Card title="Create account" description="Open a member account to track savings and monthly dues.">
      <form onSubmit={submit} noValidate className="space-y-4">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <MemberPicker
            label="User"
            className="flex-1"
            value={userId}
            onChange={(value) => {
              setUserId(value);
              setFieldError(undefined);
            }}
            filter={withoutAccount}
            error={fieldError}
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Account'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
