import { createAccountBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { useCreateAccount } from '../api/create-account';

/**
 * A second account is refused (docs/decisions/members.md, "Member accounts"): only members without one are
 * offered.
 */
const withoutAccount = { has_account: 'false' };

/**
 * docs/spec/screens.md, "Routes" /accounts and docs/spec/validation.md, "Other forms" (user required): opens
 * a member account. Only users without an account are offered, found by typing, since a second one is refused
 * (docs/decisions/members.md, "Member accounts"). The rule is the server's body schema (`createAccountBody`).
 */
export function CreateAccountForm() {
  const { t } = useTranslation();
  const create = useCreateAccount();
  const { form, outcome, send } = useServerForm<{ user_id: string }>(createAccountBody, {
    blank: { user_id: '' },
    done: t('accounts.create.created'),
    failed: t('accounts.create.failed'),
    // The field as its messages name it (`User is required`), in the language on screen.
    subjects: { user_id: t('accounts.create.user') },
  });

  const submit = form.handleSubmit(({ user_id }) => send(create, { user_id: Number(user_id) }));

  return (
    <Card title={t('accounts.create.title')} description={t('accounts.create.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <OutcomeAlert outcome={outcome} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <MemberField
            control={form.control}
            name="user_id"
            label={t('accounts.create.user')}
            className="flex-1"
            filter={withoutAccount}
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
            {create.isPending ? t('accounts.create.creating') : t('accounts.create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
