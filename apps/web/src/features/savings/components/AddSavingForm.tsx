import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { Select } from '../../../components/ui/Select';
import { messageOf } from '../../../lib/api';
import { amountFieldError, amountTextToKes } from '../../../lib/money';
import { fullName, useUsers } from '../../members/api/get-users';
import { useAddSaving } from '../api/add-saving';
import { DEFAULT_EXPECTED_SAVING, useSavings } from '../api/get-savings';

export const SAVING_FAILED = 'Error adding saving';
export const SAVING_ADDED = 'Saving added successfully';

interface Errors {
  user?: string;
  amount?: string;
}

/**
 * Product spec §5, Add saving: user and amount required (min 0, step 0.01); the expected saving is
 * the fixed yearly target, read-only. Members who already save are not offered (one account each,
 * decisions §4).
 */
export function AddSavingForm() {
  const users = useUsers();
  const savings = useSavings();
  const add = useAddSaving();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const saving = new Set(savings.data?.map((account) => account.user_id));
  const options = (users.data ?? [])
    .filter((user) => !saving.has(user.users_id))
    .map((user) => ({ value: String(user.users_id), label: fullName(user) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Errors = {
      user: userId ? undefined : 'User is required',
      amount: amountFieldError('Amount', amount, { required: true }),
    };
    setErrors(found);
    const amountKes = amountTextToKes(amount);
    if (found.user || found.amount || amountKes === undefined) return;
    add.mutate(
      { user_id: Number(userId), amount_saved: amountKes, expected_saving: DEFAULT_EXPECTED_SAVING },
      {
        onSuccess: (answer) => {
          setUserId('');
          setAmount('');
          setOutcome({ tone: 'success', text: answer.message || SAVING_ADDED });
        },
        onError: (error) => setOutcome({ tone: 'error', text: messageOf(error, SAVING_FAILED) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {users.isError ? <Alert>Failed to fetch users.</Alert> : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Select
        label="User"
        placeholder="Select a member"
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setErrors((e) => ({ ...e, user: undefined }));
        }}
        options={options}
        error={errors.user}
        hint={
          users.isSuccess && options.length === 0 ? 'Every member already has a savings account.' : undefined
        }
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        error={errors.amount}
        hint="The opening balance of the savings account."
      />
      <MoneyInput
        label="Expected Saving"
        value={String(DEFAULT_EXPECTED_SAVING)}
        onChange={() => undefined}
        readOnly
        hint="The yearly savings target."
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Add Saving'}
      </Button>
    </form>
  );
}
