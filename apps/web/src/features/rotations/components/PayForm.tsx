import { createTransactionSchemaFor, formatKES, todayInGroupZone } from '@links/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import type { Outcome } from '../../../components/form/formCall';
import { OutcomeAlert } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { Button } from '../../../components/ui/Button';
import { msg, useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { usePayIntoRotation } from '../api/rotations';

const AMOUNT = 'transaction_items.0.transaction_amount' as const;

/** The form's values are the body of `POST /create-transaction`: one ROTATION item. */
interface PayValues {
  user_id: number;
  total_payed: number | undefined;
  transaction_items: {
    transaction_type: 'ROTATION';
    rotation_id: number;
    transaction_amount: number | undefined;
  }[];
}

/** The body's total is the one item's amount, so the form asks for the amount only. */
const withTotal = (values: unknown) => {
  const body = values as PayValues;
  return { ...body, total_payed: body.transaction_items[0]?.transaction_amount };
};

/** The server's body schema, "today" being the browser's date in the group's time zone. */
const payBody = z.preprocess(withTotal, createTransactionSchemaFor(todayInGroupZone));

/** Where the server refuses the amount: above what they owe names the item's rotation. */
const amountRefusal = (error: unknown) =>
  error instanceof ApiError
    ? (error.field('transaction_items.0.rotation_id') ?? error.field(AMOUNT) ?? error.field('total_payed'))
    : undefined;

/**
 * "Pay what I owe" (docs/decisions/rotations.md, "Paying in"): the member's own payment into the
 * rotation, what they owe now filled in and changeable. It is a transaction like any other, pending
 * until an official approves it; the server's refusal of the amount (above what they owe) is shown
 * under it.
 */
export function PayForm({ rotationId, userId, owes }: { rotationId: number; userId: number; owes: number }) {
  const { t } = useTranslation();
  const pay = usePayIntoRotation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<PayValues>({
    // The field as its messages name it (`Amount is required`), in the language on screen.
    resolver: schemaResolver(payBody, { transaction_amount: t('rotations.payForm.subjects.amount') }),
    defaultValues: {
      user_id: userId,
      total_payed: owes,
      transaction_items: [
        { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: owes },
      ],
    },
  });
  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    const amount = values.transaction_items[0]?.transaction_amount ?? 0;
    pay.mutate(
      {
        user_id: userId,
        total_payed: amount,
        transaction_date: todayInGroupZone(),
        transaction_items: [
          { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: amount },
        ],
      },
      {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) => {
          const refused = amountRefusal(error);
          if (refused) form.setError(AMOUNT, { type: 'server', message: refused });
          else setOutcome({ tone: 'error', text: messageOf(error, t('rotations.payForm.failed')) });
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('rotations.page.pay')}>
      <p className="text-sm text-slate-600">
        <Trans
          i18nKey={msg('rotations.payForm.owes')}
          values={{ amount: formatKES(kesToCents(owes)) }}
          components={{ 1: <span className="font-semibold text-slate-900" /> }}
        />
      </p>
      <OutcomeAlert outcome={outcome} />
      <MoneyField
        control={form.control}
        name={AMOUNT}
        label={t('rotations.payForm.amount')}
        className="max-w-xs"
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={pay.isPending}>
        {pay.isPending ? t('rotations.payForm.sending') : t('rotations.page.pay')}
      </Button>
    </form>
  );
}
