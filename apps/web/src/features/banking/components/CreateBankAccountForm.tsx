import { BANK_ACCOUNT_NAME_MAX, type CreateBankAccountBody, createBankAccountBody } from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { useCreateBankAccount } from '../api/create-bank-account';

export const BANK_ACCOUNT_CREATED = 'Bank account created successfully!';
export const BANK_ACCOUNT_FAILED = 'Failed to add account';

interface BankAccountValues {
  name: string;
  amount: number | undefined;
}

const subjects = { name: 'Account name', amount: 'Amount' };
const emptyValues: BankAccountValues = { name: '', amount: undefined };

/**
 * docs/spec/validation.md, "Other forms", Bank account: name required, amount optional (min 0);
 * docs/decisions/banking.md, "Bank accounts": 1 to 100 characters. The rules are the server's body schema
 * (`createBankAccountBody`).
 */
export function CreateBankAccountForm() {
  const create = useCreateBankAccount();
  const { form, outcome, send } = useServerForm<BankAccountValues>(createBankAccountBody, {
    blank: emptyValues,
    done: BANK_ACCOUNT_CREATED,
    failed: BANK_ACCOUNT_FAILED,
    subjects,
  });

  const submit = form.handleSubmit(({ name, amount }) => {
    const body: CreateBankAccountBody =
      amount === undefined ? { name: name.trim() } : { name: name.trim(), amount };
    send(create, body);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add bank account">
      <OutcomeAlert outcome={outcome} />
      <TextField control={form.control} name="name" label="Account Name" maxLength={BANK_ACCOUNT_NAME_MAX} />
      <MoneyField control={form.control} name="amount" label="Amount" hint="Opening balance; optional." />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add Account'}
      </Button>
    </form>
  );
}
