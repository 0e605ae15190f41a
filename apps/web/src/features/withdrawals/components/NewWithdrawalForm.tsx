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
import { PayByMpesaField, SendFromPayouts } from '../../payouts';
import { useCreateWithdrawal, useWithdrawalAllowance } from '../api/withdrawals';
import { FreeSavings, WITHDRAWAL_FAILED, WITHDRAWAL_SENT } from './WithdrawalForm';

export const MEMBER_ALLOWANCE_FAILED = 'Could not load the member’s free savings';

interface NewWithdrawalValues {
  /** The picked member's user id as text, '' for none (the member picker's value). */
  user_id: string;
  amount: number | undefined;
  reason: string;
  /** Ticked: paid by M-Pesa to the member's phone once approved (docs/decisions/payouts.md, "Owing"). */
  pay_by_mpesa: boolean;
}

const subjects = { user_id: 'Member', amount: 'Amount', reason: 'Reason' };
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
  const create = useCreateWithdrawal();
  const { form, outcome, send } = useServerForm<NewWithdrawalValues>(createWithdrawalBody, {
    blank,
    done: WITHDRAWAL_SENT,
    failed: WITHDRAWAL_FAILED,
    subjects,
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
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New withdrawal">
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
      <MemberField control={form.control} name="user_id" label="Member" filter={{ has_savings: 'true' }} />
      {userId !== undefined && allowance.isPending ? <Loading>Loading the free savings...</Loading> : null}
      {allowance.isError ? <Alert>{MEMBER_ALLOWANCE_FAILED}</Alert> : null}
      {userId !== undefined && allowance.data ? (
        <FreeSavings allowance={allowance.data} member={member ? fullName(member) : 'The member'} />
      ) : null}
      <MoneyField control={form.control} name="amount" label="Amount (KES)" />
      <TextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        maxLength={WITHDRAWAL_REASON_MAX}
        rows={2}
      />
      <PayByMpesaField control={form.control} name="pay_by_mpesa" />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Sending…' : 'Request withdrawal'}
      </Button>
    </form>
  );
}
