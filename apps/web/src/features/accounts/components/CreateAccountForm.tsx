import { createAccountBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useCreateAccount } from '../api/create-account';

export const ACCOUNT_CREATED = 'Account created successfully';
export const ACCOUNT_FAILED = 'Failed to create account';
/**
 * A second account is refused (docs/decisions/members.md, "Member accounts"): only members without one are
 * offered.
 */
const withoutAccount = { has_account: 'false' };
const subjects = { user_id: 'User' };

/**
 * docs/spec/screens.md, "Routes" /accounts and docs/spec/validation.md, "Other forms" (user required): opens
 * a member account. Only users without an account are offered, found by typing, since a second one is refused
 * (docs/decisions/members.md, "Member accounts"). The rule is the server's body schema (`createAccountBody`).
 */
export function CreateAccountForm() {
  const create = useCreateAccount();
  const { form, outcome, send } = useServerForm<{ user_id: string }>(createAccountBody, {
    blank: { user_id: '' },
    done: ACCOUNT_CREATED,
    failed: ACCOUNT_FAILED,
    subjects,
  });

  const submit = form.handleSubmit(({ user_id }) => send(create, { user_id: Number(user_id) }));

  return (
    <Card title="Create account" description="Open a member account to track savings and monthly dues.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <OutcomeAlert outcome={outcome} />
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
