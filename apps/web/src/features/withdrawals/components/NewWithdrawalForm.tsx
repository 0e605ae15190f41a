import { createWithdrawalBody, fullName, WITHDRAWAL_REASON_MAX } from '@links/domain';
import { useWatch } from 'react-hook-form';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MemberField } from '../../../components/form/MemberField';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { useMemberOf } from '../../../components/ui/useMemberSearch';
import { useCreateWithdrawal, useWithdrawalAllowance } from '../api/withdrawals';
import { FreeSavings, WITHDRAWAL_FAILED, WITHDRAWAL_SENT } from './WithdrawalForm';

export const MEMBER_ALLOWANCE_FAILED = 'Could not load the member’s free savings';

interface NewWithdrawalValues {
  /** The picked member's user id as text, '' for none (the member picker's value). */
  user_id: string;
  amount: number | undefined;
  reason: string;
}

const subjects = { user_id: 'Member', amount: 'Amount', reason: 'Reason' };
const blank: NewWithdrawalValues = { user_id: '', amount: undefined, reason: '' };

/**
 * An official asks a withdrawal for a member (docs/decisions/withdrawals.md, "Asked by an official"): the
 * member picked as on the other admin forms, their free savings and how they are made up shown once
 * picked, then the amount and a reason; the rules are the server's body schema, and the request goes
 * through the quorum like a member's own.
 */
export function NewWithdrawalForm() {
  const create = useCreateWithdrawal();
  const { form, outcome, send } = useServerForm<NewWithdrawalValues>(createWithdrawalBody, {
    blank,
    done: WITHDRAWAL_SENT,
    failed: WITHDRAWAL_FAILED,
    subjects,
  });
  const picked = useWatch({ control: form.control, name: 'user_id' });
  const userId = /^\d+$/.test(picked) ? Number(picked) : undefined;
  const allowance = useWithdrawalAllowance(userId);
  const member = useMemberOf(picked, userId !== undefined);
  const submit = form.handleSubmit((values) => {
    send(create, {
      user_id: Number(values.user_id),
      amount: values.amount ?? 0,
      reason: values.reason.trim(),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New withdrawal">
      <OutcomeAlert outcome={outcome} />
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
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Sending…' : 'Request withdrawal'}
      </Button>
    </form>
  );
}
