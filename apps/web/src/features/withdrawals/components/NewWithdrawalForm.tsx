import { createWithdrawalBody, fullName, isApprovalPending, WITHDRAWAL_REASON_MAX } from '@links/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { useMemberOf } from '../../../components/ui/useMemberSearch';
import { useTranslation } from '../../../i18n';
import { PayByMpesaField, SendFromPayouts } from '../../payouts';
import { useCreateWithdrawal, useWithdrawalAllowance } from '../api/withdrawals';
import { FreeSavings, withdrawalSubjects } from './WithdrawalForm';

interface NewWithdrawalValues {
  /** The picked member's user id as text, '' for none (the member picker's value). */
  user_id: string;
  amount: number | undefined;
  reason: string;
  /** Ticked: paid by M-Pesa to the member's phone once approved (docs/decisions/payouts.md, "Owing"). */
  pay_by_mpesa: boolean;
}

const fields = ['user_id', 'amount', 'reason', 'pay_by_mpesa'] as const;
const blank: NewWithdrawalValues = { user_id: '', amount: undefined, reason: '', pay_by_mpesa: false };

/**
 * An official asks a withdrawal for a member (docs/decisions/withdrawals.md, "Asked by an official"): the
 * member picked as on the other admin forms, their free savings and how they are made up shown once
 * picked, then the amount and a reason; the rules are the server's body schema, and the request goes
 * through the quorum like a member's own. Ticked "Pay by M-Pesa", once paid it is owed to the member
 * in Payouts, which the message links to (docs/decisions/payouts.md, "Owing").
 */
export function NewWithdrawalForm() {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const { form, outcome, send } = useServerForm<NewWithdrawalValues>(createWithdrawalBody, {
    blank,
    done: t('withdrawals.form.sent'),
    failed: t('withdrawals.form.failed'),
    subjects: { user_id: t('withdrawals.form.member'), ...withdrawalSubjects(t) },
    fields,
  });
  const [sentByMpesa, setSentByMpesa] = useState(false);
  const picked = useWatch({ control: form.control, name: 'user_id' });
  const userId = /^\d+$/.test(picked) ? Number(picked) : undefined;
  const allowance = useWithdrawalAllowance(userId);
  const member = useMemberOf(picked, userId !== undefined);
  const submit = form.handleSubmit((values) => {
    setSentByMpesa(values.pay_by_mpesa);
    send(create, {
      user_id: Number(values.user_id),
      amount: values.amount ?? 0,
      reason: values.reason.trim(),
      ...(values.pay_by_mpesa ? { pay_by_mpesa: true } : {}),
    });
  });
  // Paid at once by M-Pesa: the payout is owed now, and the server's message says to send it from Payouts.
  const owed =
    sentByMpesa && outcome?.tone === 'success' && create.data && !isApprovalPending(create.data)
      ? create.data.status === 'Paid'
      : false;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('withdrawals.form.label')}>
      {owed && outcome ? (
        <Alert tone="success">
          <p>{outcome.text}</p>
          <p className="mt-0.5">
            <SendFromPayouts />
          </p>
        </Alert>
      ) : (
        <OutcomeAlert outcome={outcome} />
      )}
      <MemberField
        control={form.control}
        name="user_id"
        label={t('withdrawals.form.member')}
        filter={{ has_savings: 'true' }}
      />
      {userId !== undefined && allowance.isPending ? (
        <Loading>{t('withdrawals.form.loadingMember')}</Loading>
      ) : null}
      {allowance.isError ? <Alert>{t('withdrawals.form.memberFailed')}</Alert> : null}
      {userId !== undefined && allowance.data ? (
        <FreeSavings
          allowance={allowance.data}
          member={member ? fullName(member) : t('withdrawals.form.theMember')}
        />
      ) : null}
      <MoneyField control={form.control} name="amount" label={t('withdrawals.form.amount')} />
      <TextAreaField
        control={form.control}
        name="reason"
        label={t('withdrawals.form.reason')}
        maxLength={WITHDRAWAL_REASON_MAX}
        rows={2}
      />
      <PayByMpesaField control={form.control} name="pay_by_mpesa" />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('withdrawals.form.sending') : t('withdrawals.form.submit')}
      </Button>
    </form>
  );
}
