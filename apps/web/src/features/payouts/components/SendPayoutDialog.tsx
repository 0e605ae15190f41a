import { formatKES, formatKenyanPhone, fullName, type PayoutView, sendPayoutBody } from '@links/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useSendPayout } from '../api/payouts';
import { useShownWhileClosing } from './useShownWhileClosing';

type SendInput = Parameters<ReturnType<typeof useSendPayout>['mutate']>[0];

interface SendValues {
  /** As typed; blank sends the number on file. */
  phone: string;
}

const fields = ['phone'] as const;

/**
 * The phone, prefilled with the member's, checked by the server's body schema; a refusal naming the
 * phone shows under it, any other (Daraja refusing it, 502; one already sent, 409) above the form.
 */
function SendForm({
  payout,
  send,
  onCancel,
  onSent,
}: {
  payout: PayoutView;
  send: UseMutationResult<PayoutView, Error, SendInput>;
  onCancel: () => void;
  onSent: (payout: PayoutView) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * The field as the body schema's messages name it (`Phone must be …`), in the language on screen
   * (docs/decisions/languages.md, "Form messages").
   */
  const subjects = { phone: t('payouts.send.phone') };
  const form = useForm<SendValues, unknown, SendValues>({
    resolver: schemaResolver(sendPayoutBody, subjects),
    defaultValues: { phone: payout.phone ? formatKenyanPhone(payout.phone) : '' },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const phone = values.phone.trim();
    send.mutate(
      { id: payout.payout_id, body: phone ? { phone } : {} },
      {
        onSuccess: onSent,
        onError: (error) => {
          const shown = showServerErrors(error, form.setError, fields, subjects);
          if (shown.length === 0) setFailure(messageOf(error, t('payouts.send.failed')));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('payouts.table.send')}>
      <p className="text-sm text-slate-600">
        {t('payouts.send.summary', {
          amount: formatKES(kesToCents(payout.amount)),
          name: fullName(payout),
          what: payout.description,
        })}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        control={form.control}
        name="phone"
        label={t('payouts.send.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={payout.phone ? t('payouts.send.phoneHint') : t('payouts.send.noPhoneHint')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('payouts.send.sending') : t('payouts.send.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Send by M-Pesa" (docs/decisions/payouts.md, "Sending"): asks Daraja to pay the member; the payout is
 * then `Sent` until Safaricom's result makes it Completed or Failed, which the list shows as it comes.
 */
export function SendPayoutDialog({
  payout,
  onClose,
  onSent,
}: {
  payout: PayoutView | null;
  onClose: () => void;
  onSent: (payout: PayoutView) => void;
}) {
  const { t } = useTranslation();
  const shown = useShownWhileClosing(payout);
  const send = useSendPayout();
  // A payout being sent stays on screen until Daraja has answered.
  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };
  return (
    <Modal open={payout !== null} onClose={close} title={t('payouts.table.send')}>
      {shown ? (
        <SendForm
          key={shown.payout_id}
          payout={shown}
          send={send}
          onCancel={close}
          onSent={(sent) => {
            send.reset();
            onSent(sent);
          }}
        />
      ) : null}
    </Modal>
  );
}
