import {
  createWithdrawalBody,
  formatKES,
  WITHDRAWAL_REASON_MAX,
  type WithdrawalAllowance,
} from '@links/domain';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useCreateWithdrawal, useWithdrawalAllowance } from '../api/withdrawals';

export const WITHDRAWAL_SENT = 'Withdrawal requested.';
export const WITHDRAWAL_FAILED = 'Failed to request the withdrawal';
export const ALLOWANCE_FAILED = 'Could not load your free savings';

interface WithdrawalValues {
  user_id: number;
  amount: number | undefined;
  reason: string;
}

const subjects = { amount: 'Amount', reason: 'Reason' };
const kes = (value: number) => formatKES(kesToCents(value));

/** How the free savings are made up, in the rule's order (docs/decisions/withdrawals.md, "Free savings"). */
export function FreeSavings({
  allowance,
  member,
}: {
  allowance: WithdrawalAllowance;
  /** The picked member's name when an official asks for them; left out, the words are the member's own. */
  member?: string;
}) {
  const lines: [string, number][] = member
    ? [
        ['Savings', allowance.savings],
        ['Held by their pledges for others’ loans', -allowance.pledges_held],
        [`Kept for their loans (what they owe ÷ ${allowance.loan_multiplier})`, -allowance.loans_require],
        ['Already requested', -allowance.requested],
      ]
    : [
        ['Your savings', allowance.savings],
        ['Held by your pledges for others’ loans', -allowance.pledges_held],
        [`Kept for your loans (what you owe ÷ ${allowance.loan_multiplier})`, -allowance.loans_require],
        ['Already requested', -allowance.requested],
      ];
  return (
    <section aria-label="Free savings" className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
      <p className="text-slate-600">{member ? `${member} can withdraw` : 'You can withdraw'}</p>
      <p className="text-2xl font-semibold text-slate-900">{kes(allowance.free)}</p>
      <dl className="space-y-1 text-slate-600">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{value < 0 ? `− ${kes(-value)}` : kes(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-500">
        {allowance.notice_days === 0
          ? 'An official pays it once it is approved.'
          : `The group asks ${allowance.notice_days} days' notice: a request made today can be paid from ${formatDate(allowance.payable_on)}.`}
      </p>
    </section>
  );
}

/**
 * A member asks for part of their free savings from their phone (docs/decisions/withdrawals.md):
 * the free savings and the rule shown first, the amount and a reason; the rules are the server's
 * body schema, and its refusal (above the free savings) is shown under the amount.
 */
export function WithdrawalForm({ userId }: { userId: number }) {
  const allowance = useWithdrawalAllowance(userId);
  const create = useCreateWithdrawal();
  const blank: WithdrawalValues = { user_id: userId, amount: undefined, reason: '' };
  const { form, outcome, send } = useServerForm<WithdrawalValues>(createWithdrawalBody, {
    blank,
    done: WITHDRAWAL_SENT,
    failed: WITHDRAWAL_FAILED,
    subjects,
  });
  const submit = form.handleSubmit((values) => {
    send(create, { user_id: userId, amount: values.amount ?? 0, reason: values.reason.trim() });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {allowance.isPending ? <Loading>Loading your free savings...</Loading> : null}
      {allowance.isError ? <Alert>{ALLOWANCE_FAILED}</Alert> : null}
      {allowance.data ? <FreeSavings allowance={allowance.data} /> : null}
      <OutcomeAlert outcome={outcome} />
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
