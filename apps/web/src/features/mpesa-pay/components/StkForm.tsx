import { type BodyInput, type operations, type StkDue, type StkView, stkRequestBody } from '@links/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { DueSummary } from './DueSummary';

export type StkBody = BodyInput<typeof operations.requestStkPayment>;

export interface StkValues {
  /** Whole shillings, or nothing while the box is empty. */
  amount: number | undefined;
  /** As typed; blank asks the member's own number. */
  phone: string;
}

const fields = ['amount', 'phone'] as const;

/** The body sent: the amount, and the phone only when one is typed (else the member's own). */
export function bodyOf(values: StkValues): StkBody {
  const phone = values.phone.trim();
  return { amount: values.amount ?? 0, ...(phone ? { phone } : {}) };
}

/**
 * The amount and the phone of "Pay with M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa"),
 * under what is due, checked by the server's own body schema (whole shillings, KES 1 to 250,000, a
 * Kenyan mobile number). A refusal naming the amount or the phone shows under it; any other (Daraja
 * failing, no paybill, no public address) above the form.
 */
export function StkForm({
  due,
  start,
  request,
  onAsked,
  onCancel,
}: {
  due: StkDue;
  start: StkValues;
  request: UseMutationResult<StkView, Error, StkBody>;
  /** The request was taken: its answer, and the values it was sent with (for "Try again"). */
  onAsked: (asked: StkView, values: StkValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  /**
   * The form's words for the body's fields: `amount must be …` reads `Amount must be …`, in the
   * language on screen (docs/decisions/languages.md, "Form messages").
   */
  const subjects = { amount: t('mpesaPay.form.subjects.amount'), phone: t('mpesaPay.form.phone') };
  const form = useForm<StkValues, unknown, StkValues>({
    resolver: schemaResolver(stkRequestBody, subjects),
    defaultValues: start,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    request.mutate(bodyOf(values), {
      onSuccess: (asked) => onAsked(asked, values),
      onError: (error) => {
        const shown = showServerErrors(error, form.setError, fields, subjects);
        if (shown.length === 0) setFailure(messageOf(error, t('mpesaPay.form.failed')));
      },
    });
  });
  const pending = request.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('mpesaPay.title')}>
      <DueSummary due={due} />
      {failure ? <Alert>{failure}</Alert> : null}
      <MoneyField
        control={form.control}
        name="amount"
        label={t('mpesaPay.form.amount')}
        step={1}
        inputMode="numeric"
        hint={t('mpesaPay.form.amountHint')}
      />
      <TextField
        control={form.control}
        name="phone"
        label={t('mpesaPay.form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={due.phone ? t('mpesaPay.form.phoneHint') : t('mpesaPay.form.noPhoneHint')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('mpesaPay.form.sending') : t('mpesaPay.form.send')}
        </Button>
      </div>
    </form>
  );
}
