import { centsToKes, parseKes, TRANSFER_MEMO_MAX, type TransferRequest } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { ApiError, messageOf } from '../../../lib/api';
import { amountFieldError } from '../../../lib/money';
import { useCreateTransfer } from '../api/create-transfer';
import { MoneyAccountSelect } from './MoneyAccountSelect';

export const TRANSFER_FAILED = 'Failed to record the transfer';
export const TRANSFER_RECORDED = 'Transfer recorded.';

type Name = 'from_account_id' | 'to_account_id' | 'amount' | 'date' | 'memo';
type Values = Record<Name, string>;
type Errors = Partial<Record<Name, string>>;

function errorsOf(values: Values, today: string): Errors {
  return {
    from_account_id: values.from_account_id ? undefined : 'From account is required',
    to_account_id: !values.to_account_id
      ? 'To account is required'
      : values.to_account_id === values.from_account_id
        ? 'Choose two different accounts'
        : undefined,
    amount: amountFieldError('Amount', values.amount, { required: true, positive: true }),
    date: !values.date
      ? 'Date is required'
      : values.date > today
        ? 'The date cannot be in the future'
        : undefined,
  };
}

function requestOf(values: Values): TransferRequest | undefined {
  const amount = parseKes(values.amount);
  if (!amount.ok) return undefined;
  const memo = values.memo.trim();
  return {
    from_account_id: Number(values.from_account_id),
    to_account_id: Number(values.to_account_id),
    amount: centsToKes(amount.cents),
    date: values.date,
    ...(memo ? { memo } : {}),
  };
}

/** The transfer form's state: checked before sending, the server's refusals shown by field. */
function useTransferForm(today: string) {
  const transfer = useCreateTransfer();
  const blank: Values = { from_account_id: '', to_account_id: '', amount: '', date: today, memo: '' };
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = errorsOf(values, today);
    setErrors(found);
    const body = requestOf(values);
    if (Object.values(found).some(Boolean) || !body) return;
    transfer.mutate(body, {
      onSuccess: (answer) => {
        setValues(blank);
        setOutcome({ tone: 'success', text: answer.message || TRANSFER_RECORDED });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const named: Errors = {};
          for (const name of Object.keys(values) as Name[]) named[name] = error.field(name);
          setErrors(named);
        }
        setOutcome({ tone: 'error', text: messageOf(error, TRANSFER_FAILED) });
      },
    });
  };
  return { values, errors, outcome, set, submit, pending: transfer.isPending };
}

/** Money moved between two money accounts (banking cash, a withdrawal): `POST /books/transfers`. */
export function TransferForm({ today }: { today: string }) {
  const { values, errors, outcome, set, submit, pending } = useTransferForm(today);
  return (
    <Card
      className="max-w-2xl"
      title="Transfer between accounts"
      description="Banking cash, a withdrawal, or a move between banks."
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Transfer">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyAccountSelect
            label="From account"
            placeholder="Select an account"
            value={values.from_account_id}
            onChange={set('from_account_id')}
            error={errors.from_account_id}
          />
          <MoneyAccountSelect
            label="To account"
            placeholder="Select an account"
            value={values.to_account_id}
            onChange={set('to_account_id')}
            error={errors.to_account_id}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyInput label="Amount" value={values.amount} onChange={set('amount')} error={errors.amount} />
          <Field
            label="Date"
            type="date"
            value={values.date}
            max={today}
            onChange={(event) => set('date')(event.target.value)}
            error={errors.date}
          />
        </div>
        <Field
          label="Memo"
          value={values.memo}
          maxLength={TRANSFER_MEMO_MAX}
          onChange={(event) => set('memo')(event.target.value)}
          error={errors.memo}
          hint="Optional, e.g. the deposit slip number."
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {pending ? 'Recording…' : 'Record Transfer'}
        </Button>
      </form>
    </Card>
  );
}
