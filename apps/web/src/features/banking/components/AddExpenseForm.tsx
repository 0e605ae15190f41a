import { formatKES } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { Select } from '../../../components/ui/Select';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { amountFieldError, amountTextToKes, kesToCents } from '../../../lib/money';
import { useCreateExpense } from '../api/create-expense';
import { useBankAccounts } from '../api/get-bank-accounts';

export const EXPENSE_ADDED = 'Expense added and amount deducted successfully!';
export const EXPENSE_FAILED = 'Failed to add expense';
/** Decisions §5: the categories offered for `comment_type`. */
export const EXPENSE_TYPES = [
  'Bank charges',
  'Meeting',
  'Transport',
  'Stationery',
  'Welfare',
  'Other',
] as const;
const COMMENT_MAX = 500;

interface Errors {
  account?: string;
  amount?: string;
  type?: string;
}

/**
 * Product spec §5, Expense: account, amount and expense type required, the comment optional (at
 * most 500, with a counter). The server's refusal (`Insufficient funds in …`) is shown as it is.
 */
export function AddExpenseForm() {
  const accounts = useBankAccounts();
  const create = useCreateExpense();
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [type, setType] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const accountOptions = (accounts.data ?? []).map((account) => ({
    value: String(account.account_id),
    label: `${account.name} (${formatKES(kesToCents(account.amount))})`,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: Errors = {
      account: accountId ? undefined : 'Account is required',
      amount: amountFieldError('Amount', amount, { required: true, positive: true }),
      type: type ? undefined : 'Expense type is required',
    };
    setErrors(found);
    const amountKes = amountTextToKes(amount);
    if (found.account || found.amount || found.type || amountKes === undefined) return;
    const trimmed = comment.trim();
    create.mutate(
      {
        account_id: Number(accountId),
        amount: amountKes,
        comment_type: type,
        ...(trimmed ? { comment: trimmed } : {}),
      },
      {
        onSuccess: (answer) => {
          setAccountId('');
          setAmount('');
          setType('');
          setComment('');
          setOutcome({ tone: 'success', text: answer.message || EXPENSE_ADDED });
        },
        onError: (error) => setOutcome({ tone: 'error', text: messageOf(error, EXPENSE_FAILED) }),
      },
    );
  };

  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {accounts.isError ? <Alert>Could not load accounts</Alert> : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Select
        label="Account"
        placeholder={accounts.isPending ? 'Loading accounts...' : 'Select a bank account'}
        value={accountId}
        onChange={(value) => {
          setAccountId(value);
          clear('account');
        }}
        options={accountOptions}
        error={errors.account}
        hint={accounts.isSuccess && accountOptions.length === 0 ? 'Add a bank account first.' : undefined}
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={errors.amount}
      />
      <Select
        label="Expense Type"
        placeholder="Select a type"
        value={type}
        onChange={(value) => {
          setType(value);
          clear('type');
        }}
        options={EXPENSE_TYPES.map((name) => ({ value: name, label: name }))}
        error={errors.type}
      />
      <TextArea
        label="Comment (optional)"
        value={comment}
        onChange={setComment}
        maxLength={COMMENT_MAX}
        rows={3}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add Expense'}
      </Button>
    </form>
  );
}
