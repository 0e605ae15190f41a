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
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useSendPayout } from '../api/payouts';
import { useShownWhileClosing } from './useShownWhileClosing';

export const SEND_FAILED = 'Could not send the payout. Try again.';
const PHONE_HINT = 'The M-Pesa number the money goes to. Change it to pay another number.';
const NO_PHONE_HINT = 'The member has no phone on file: enter their M-Pesa number.';

type SendInput = Parameters<ReturnType<typeof useSendPayout>['mutate']>[0];

interface SendValues {
  /** As typed; blank sends the number on file. */
  phone: string;
}

const subjects = { phone: 'Phone' };
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
  const [failure, setFailure] = useState<string | null>(null);
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
          if (shown.length === 0) setFailure(messageOf(error, SEND_FAILED));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send by M-Pesa">
      <p className="text-sm text-slate-600">
        {formatKES(kesToCents(payout.amount))} to {fullName(payout)} for {payout.description}.
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        control={form.control}
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={payout.phone ? PHONE_HINT : NO_PHONE_HINT}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
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
  const shown = useShownWhileClosing(payout);
  const send = useSendPayout();
  // A payout being sent stays on screen until Daraja has answered.
  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };
  return (
    <Modal open={payout !== null} onClose={close} title="Send by M-Pesa">
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
