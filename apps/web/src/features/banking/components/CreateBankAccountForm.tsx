import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { messageOf } from '../../../lib/api';
import { amountFieldError, amountTextToKes } from '../../../lib/money';
import { useCreateBankAccount } from '../api/create-bank-account';

export const BANK_ACCOUNT_CREATED = 'Bank account created successfully!';
export const BANK_ACCOUNT_FAILED = 'Failed to add account';
const NAME_MAX = 100;

interface Errors {
  name?: string;
  amount?: string;
}

/** Product spec §5, Bank account: name required, amount optional (min 0); decisions §5: 1 to 100. */
export function CreateBankAccountForm() {
  const create = useCreateBankAccount();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const trimmed = name.trim();
    const found: Errors = {
      name: trimmed
        ? trimmed.length > NAME_MAX
          ? `Account name must be at most ${NAME_MAX} characters`
          : undefined
        : 'Account name is required',
      amount: amountFieldError('Amount', amount),
    };
    setErrors(found);
    if (found.name || found.amount) return;
    const amountKes = amountTextToKes(amount);
    create.mutate(amountKes === undefined ? { name: trimmed } : { name: trimmed, amount: amountKes }, {
      onSuccess: (answer) => {
        setName('');
        setAmount('');
        setOutcome({ tone: 'success', text: answer.message || BANK_ACCOUNT_CREATED });
      },
      onError: (error) => setOutcome({ tone: 'error', text: messageOf(error, BANK_ACCOUNT_FAILED) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Add bank account">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Field
        label="Account Name"
        name="name"
        value={name}
        maxLength={NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={errors.name}
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        error={errors.amount}
        hint="Opening balance; optional."
      />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add Account'}
      </Button>
    </form>
  );
}
