import { type BodyInput, type operations, TRANSFER_MEMO_MAX, transferRequestSchemaFor } from '@links/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { DateField, TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { useCreateTransfer } from '../api/create-transfer';
import { AccountField } from './MoneyAccountSelect';

/** The transfer form's values under the wire's names; the accounts are the selects' text. */
interface TransferValues {
  from_account_id: string;
  to_account_id: string;
  amount: number | undefined;
  date: string;
  memo: string;
}

const FIELDS = ['from_account_id', 'to_account_id', 'amount', 'date', 'memo'] as const;

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
  const { t } = useTranslation();
  const transfer = useCreateTransfer();
  const blank: TransferValues = {
    from_account_id: '',
    to_account_id: '',
    amount: undefined,
    date: today,
    memo: '',
  };
  // The server's body schema, "today" being the page's date in the group's time zone; its messages name
  // each field by its label (`Amount is required`), in the language on screen.
  const resolver = useMemo(
    () =>
      schemaResolver<TransferValues>(
        transferRequestSchemaFor(() => today),
        {
          from_account_id: t('books.transfer.from'),
          to_account_id: t('books.transfer.to'),
          amount: t('books.transfer.amount'),
          date: t('books.transfer.date'),
          memo: t('books.transfer.memo'),
        },
      ),
    [today, t],
  );
  const form = useForm<TransferValues>({ resolver, defaultValues: blank });
  // The server's own words by each field it refused (docs/decisions/wire.md, "Error answers").
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: t('books.transfer.recorded'),
    failed: t('books.transfer.failed'),
    fields: FIELDS,
  });

  const submit = form.handleSubmit(
    (values) => send(transfer, requestOf(values), blank),
    () => setOutcome(null),
  );

  return (
    <Card
      className="max-w-2xl"
      title={t('books.transfer.title')}
      description={t('books.transfer.description')}
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('books.transfer.label')}>
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountField
            control={form.control}
            name="from_account_id"
            label={t('books.transfer.from')}
            placeholder={t('books.transfer.selectAccount')}
          />
          <AccountField
            control={form.control}
            name="to_account_id"
            label={t('books.transfer.to')}
            placeholder={t('books.transfer.selectAccount')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField control={form.control} name="amount" label={t('books.transfer.amount')} />
          <DateField control={form.control} name="date" label={t('books.transfer.date')} max={today} />
        </div>
        <TextField
          control={form.control}
          name="memo"
          label={t('books.transfer.memo')}
          maxLength={TRANSFER_MEMO_MAX}
          hint={t('books.transfer.memoHint')}
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={transfer.isPending}>
          {transfer.isPending ? t('books.transfer.submitting') : t('books.transfer.submit')}
        </Button>
      </form>
    </Card>
  );
}
