import {
  type BodyInput,
  EXIT_REASON_MAX,
  exitBodyFor,
  formatKES,
  isApprovalPending,
  type operations,
} from '@links/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OutcomeAlert, useFormCall } from '../../../components/form/formCall';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { DateField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { AccountField } from '../../books';
import { PayByMpesaField, SendFromPayouts } from '../../payouts';
import type { useMemberExit } from '../api/member-exit';

interface ExitValues {
  date: string;
  account_id: string;
  /** Ticked: the refund is owed to the member by M-Pesa (docs/decisions/payouts.md, "Owing"). */
  pay_by_mpesa: boolean;
  reason: string;
}

const FIELDS = ['date', 'account_id', 'pay_by_mpesa', 'reason'] as const;

/** The body: the refund's money account, or (ticked) `pay_by_mpesa` and no account at all. */
const requestOf = (values: ExitValues): BodyInput<typeof operations.memberExit> => ({
  date: values.date,
  ...(values.pay_by_mpesa
    ? { pay_by_mpesa: true }
    : { account_id: values.account_id === '' ? Number.NaN : Number(values.account_id) }),
  reason: values.reason,
});

/**
 * The exit's call, held by the page: the form goes once the member has left, and the answer outlives
 * it (`RefundOwed`).
 */
export type MemberExitCall = ReturnType<typeof useMemberExit>;

/**
 * After an exit whose refund is owed by M-Pesa (docs/decisions/payouts.md, "Owing"): the refund, and
 * the link to Payouts, where an official sends it. Nothing while the exit waits for approval (nothing
 * is owed yet), nor when there was no refund.
 */
export function RefundOwed({ exit, name }: { exit: MemberExitCall; name: string }) {
  const { t } = useTranslation();
  const answer = exit.data;
  if (!answer || isApprovalPending(answer) || exit.variables?.pay_by_mpesa !== true || answer.refund <= 0)
    return null;
  return (
    <Alert tone="success">
      <p>
        {t('members.exit.form.refundOwed', {
          message: answer.message,
          amount: formatKES(kesToCents(answer.refund)),
          name,
        })}
      </p>
      <p className="mt-0.5">
        <SendFromPayouts />
      </p>
    </Alert>
  );
}

/**
 * The exit's date, the account the refund is paid from (or, ticked, M-Pesa to the member's phone, the
 * account then hidden: docs/decisions/payouts.md, "Owing") and the reason
 * (docs/decisions/member-exits.md, "What an exit settles"), then a confirmation. The answer says done,
 * or waiting for approval; the server's refusal of M-Pesa (a refund with cents) shows under the box.
 */
export function ExitForm({ exit, name, today }: { exit: MemberExitCall; name: string; today: string }) {
  const { t } = useTranslation();
  const blank: ExitValues = { date: today, account_id: '', pay_by_mpesa: false, reason: '' };
  const resolver = useMemo(
    () =>
      schemaResolver<ExitValues>(
        exitBodyFor(() => today),
        // The fields as the request schema's messages name them (`Exit date must not be in the
        // future`), in the language on screen (docs/decisions/languages.md, "Form messages").
        {
          date: t('members.exit.form.date'),
          account_id: t('members.exit.form.from'),
          reason: t('common.reason'),
        },
      ),
    [today, t],
  );
  const form = useForm<ExitValues>({ resolver, defaultValues: blank });
  const byMpesa = useWatch({ control: form.control, name: 'pay_by_mpesa' });
  const { outcome, setOutcome, send } = useFormCall(form, {
    done: t('members.exit.form.done'),
    failed: t('members.exit.form.failed'),
    fields: FIELDS,
  });
  const [confirming, setConfirming] = useState<ExitValues | null>(null);
  const check = form.handleSubmit(
    (values) => {
      setOutcome(null);
      setConfirming(values);
    },
    () => setOutcome(null),
  );
  const confirm = () => {
    if (confirming) send(exit, requestOf(confirming), blank);
    setConfirming(null);
  };
  return (
    <Card
      className="max-w-2xl"
      title={t('members.exit.form.title')}
      description={t('members.exit.form.description')}
    >
      <form onSubmit={check} noValidate className="space-y-5" aria-label={t('members.exit.form.title')}>
        <OutcomeAlert outcome={outcome} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField control={form.control} name="date" label={t('members.exit.form.date')} max={today} />
          {byMpesa ? null : (
            <AccountField
              control={form.control}
              name="account_id"
              label={t('members.exit.form.from')}
              placeholder={t('members.exit.form.selectAccount')}
            />
          )}
        </div>
        <PayByMpesaField
          control={form.control}
          name="pay_by_mpesa"
          hint={t('members.exit.form.byMpesaHint')}
        />
        <TextAreaField
          control={form.control}
          name="reason"
          label={t('common.reason')}
          maxLength={EXIT_REASON_MAX}
          rows={3}
        />
        {confirming ? (
          <div className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-600/20 ring-inset">
            <p className="text-sm text-slate-700">
              {confirming.pay_by_mpesa
                ? t('members.exit.form.confirmMpesa', { name })
                : t('members.exit.form.confirmRefund', { name })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" onClick={confirm}>
                {t('members.exit.form.yes', { name })}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="danger" disabled={exit.isPending}>
            {exit.isPending ? t('members.exit.form.recording') : t('members.exit.form.submit')}
          </Button>
        )}
      </form>
    </Card>
  );
}
