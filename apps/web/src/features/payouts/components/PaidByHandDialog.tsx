import { formatKES, fullName, type PayoutView, payoutByHandBody } from '@links/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { showServerErrors } from '../../../components/form/serverErrors';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { AccountField } from '../../books';
import { usePayoutByHand } from '../api/payouts';
import { useShownWhileClosing } from './useShownWhileClosing';

export const NOTE_MAX = 200;

interface ByHandValues {
  /** The picked money account's id as text, '' for none. */
  account_id: string;
  note: string;
}

type ByHandInput = Parameters<ReturnType<typeof usePayoutByHand>['mutate']>[0];

const fields = ['account_id', 'note'] as const;

/**
 * The money account it was paid from and a note, checked by the server's body schema; a refusal naming
 * a field (too little in the account) shows under it, any other above the form.
 */
function ByHandForm({
  payout,
  pay,
  onCancel,
  onPaid,
}: {
  payout: PayoutView;
  pay: UseMutationResult<PayoutView, Error, ByHandInput>;
  onCancel: () => void;
  onPaid: (payout: PayoutView) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * The fields as the body schema's messages name them (`Paid from is required`), in the language on
   * screen (docs/decisions/languages.md, "Form messages").
   */
  const subjects = { account_id: t('payouts.byHand.paidFrom'), note: t('payouts.byHand.subjects.note') };
  const form = useForm<ByHandValues, unknown, ByHandValues>({
    resolver: schemaResolver(payoutByHandBody, subjects),
    defaultValues: { account_id: '', note: '' },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const note = values.note.trim();
    pay.mutate(
      { id: payout.payout_id, body: { account_id: Number(values.account_id), ...(note ? { note } : {}) } },
      {
        onSuccess: onPaid,
        onError: (error) => {
          const shown = showServerErrors(error, form.setError, fields, subjects);
          if (shown.length === 0) setFailure(messageOf(error, t('payouts.byHand.failed')));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('payouts.table.paidByHand')}>
      <p className="text-sm text-slate-600">
        {t('payouts.byHand.summary', {
          amount: formatKES(kesToCents(payout.amount)),
          name: fullName(payout),
          what: payout.description,
        })}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <AccountField
        control={form.control}
        name="account_id"
        label={t('payouts.byHand.paidFrom')}
        placeholder={t('payouts.byHand.selectAccount')}
        withBalance
      />
      <TextAreaField
        control={form.control}
        name="note"
        label={t('payouts.byHand.note')}
        maxLength={NOTE_MAX}
        rows={2}
        placeholder={t('payouts.byHand.notePlaceholder')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pay.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pay.isPending}>
          {pay.isPending ? t('payouts.byHand.saving') : t('payouts.byHand.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Paid by hand" (docs/decisions/payouts.md, "Paid by hand"): a payout still owed (Pending, or Failed
 * by Safaricom's word) recorded as paid from a money account; it leaves the books from that account.
 */
export function PaidByHandDialog({
  payout,
  onClose,
  onPaid,
}: {
  payout: PayoutView | null;
  onClose: () => void;
  onPaid: (payout: PayoutView) => void;
}) {
  const { t } = useTranslation();
  const shown = useShownWhileClosing(payout);
  const pay = usePayoutByHand();
  const close = () => {
    if (pay.isPending) return;
    pay.reset();
    onClose();
  };
  return (
    <Modal open={payout !== null} onClose={close} title={t('payouts.table.paidByHand')}>
      {shown ? (
        <ByHandForm
          key={shown.payout_id}
          payout={shown}
          pay={pay}
          onCancel={close}
          onPaid={(paid) => {
            pay.reset();
            onPaid(paid);
          }}
        />
      ) : null}
    </Modal>
  );
}
