import { BANK_ACCOUNT_NAME_MAX, type CreateBankAccountBody, createBankAccountBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { useCreateBankAccount } from '../api/create-bank-account';

interface BankAccountValues {
  name: string;
  amount: number | undefined;
}

const emptyValues: BankAccountValues = { name: '', amount: undefined };

/**
 * docs/spec/validation.md, "Other forms", Bank account: name required, amount optional (min 0);
 * docs/decisions/banking.md, "Bank accounts": 1 to 100 characters. The rules are the server's body schema
 * (`createBankAccountBody`).
 */
export function CreateBankAccountForm() {
  const { t } = useTranslation();
  const create = useCreateBankAccount();
  const { form, outcome, send } = useServerForm<BankAccountValues>(createBankAccountBody, {
    blank: emptyValues,
    done: t('banking.accounts.created'),
    failed: t('banking.accounts.createFailed'),
    // The fields as their messages name them (`Account name is required`), in the language on screen.
    subjects: { name: t('banking.accounts.subjects.name'), amount: t('banking.accounts.amount') },
  });

  const submit = form.handleSubmit(({ name, amount }) => {
    const body: CreateBankAccountBody =
      amount === undefined ? { name: name.trim() } : { name: name.trim(), amount };
    send(create, body);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('banking.accounts.add')}>
      <OutcomeAlert outcome={outcome} />
      <TextField
        control={form.control}
        name="name"
        label={t('banking.accounts.name')}
        maxLength={BANK_ACCOUNT_NAME_MAX}
      />
      <MoneyField
        control={form.control}
        name="amount"
        label={t('banking.accounts.amount')}
        hint={t('banking.accounts.amountHint')}
      />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? t('banking.accounts.adding') : t('banking.accounts.submit')}
      </Button>
    </form>
  );
}
