import { type BodyInput, type operations, TRANSFER_MEMO_MAX, transferRequestSchemaFor } from '@links/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { DateField, TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useCreateTransfer } from '../api/create-transfer';
import { AccountField } from './MoneyAccountSelect';

const PICK = 'Select an account';

export const TRANSFER_FAILED = 'Failed to record the transfer';
export const TRANSFER_RECORDED = 'Transfer recorded.';

/** The transfer form's values under the wire's names; the accounts are the selects' text. */
interface TransferValues {
  from_account_id: string;
  to_account_id: string;
  amount: number | undefined;
  date: string;
  memo: string;
}

const FIELDS = ['from_account_id', 'to_account_id', 'amount', 'date', 'memo'] as const;
const subjects = {
  from_account_id: 'From account',
  to_account_id: 'To account',
  amount: 'Amount',
  date: 'Date',
  memo: 'Memo',
};

function requestOf(values: TransferValues): BodyInput<typeof operations.createTransfer> {
  const memo = values.memo.trim();
  return {
    from_account_id: Number(values.from_account_id),
    to_account_id: Number(values.to_account_id),
    amount: values.amount ?? Number.NaN,
    date: values.date,
    ...(memo ? { memo } : {}),
  };
}

/** Money moved between two money accounts (banking cash, a withdrawal): `POST /books/transfers`. */
export function TransferForm({ today }: { today: string }) {
  const transfer = useCreateTransfer();
  const blank: TransferValues = {
    from_account_id: '',
    to_account_id: '',
    amount: undefined,
    date: today,
    memo: '',
  };
  // The server's body schema, "today" being the page's date in the group's time zone.
  const resolver = useMemo(
    () =>
      schemaResolver<TransferValues>(
        transferRequestSchemaFor(() => today),
        subjects,
      ),
    [today],
  );
  const form = useForm<TransferValues>({ resolver, defaultValues: blank });
  // The server's own words by each field it refused (docs/decisions/wire.md, "Error answers").
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: TRANSFER_RECORDED,
    failed: TRANSFER_FAILED,
    fields: FIELDS,
  });

  const submit = form.handleSubmit(
    (values) => send(transfer, requestOf(values), blank),
    () => setOutcome(null),
  );

  return (
    <Card
      className="max-w-2xl"
      title="Transfer between accounts"
      description="Banking cash, a withdrawal, or a move between banks."
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Transfer">
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountField
            control={form.control}
            name="from_account_id"
            label="From account"
            placeholder={PICK}
          />
          <AccountField control={form.control} name="to_account_id" label="To account" placeholder={PICK} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={form.control} name="amount" label="Amount" />
          <DateField control={form.control} name="date" label="Date" max={today} />
        </div>
        <TextField
          control={form.control}
          name="memo"
          label="Memo"
          maxLength={TRANSFER_MEMO_MAX}
          hint="Optional, e.g. the deposit slip number."
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={transfer.isPending}>
          {transfer.isPending ? 'Recording…' : 'Record Transfer'}
        </Button>
      </form>
    </Card>
  );
}
