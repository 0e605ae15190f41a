import {
  createWithdrawalBody,
  formatKES,
  WITHDRAWAL_REASON_MAX,
  type WithdrawalAllowance,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { useCreateWithdrawal, useWithdrawalAllowance } from '../api/withdrawals';

interface WithdrawalValues {
  user_id: number;
  amount: number | undefined;
  reason: string;
}

/**
 * The fields as the request schema's messages name them (`Amount is required`), in the language on
 * screen (docs/decisions/languages.md, "Form messages").
 */
export const withdrawalSubjects = (t: TFunction) => ({
  amount: t('withdrawals.form.subjects.amount'),
  reason: t('withdrawals.form.reason'),
});
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
  const { t } = useTranslation();
  const multiplier = allowance.loan_multiplier;
  const lines: [string, number][] = member
    ? [
        [t('withdrawals.free.savings'), allowance.savings],
        [t('withdrawals.free.pledges'), -allowance.pledges_held],
        [t('withdrawals.free.loans', { multiplier }), -allowance.loans_require],
        [t('withdrawals.free.requested'), -allowance.requested],
      ]
    : [
        [t('withdrawals.free.yourSavings'), allowance.savings],
        [t('withdrawals.free.yourPledges'), -allowance.pledges_held],
        [t('withdrawals.free.yourLoans', { multiplier }), -allowance.loans_require],
        [t('withdrawals.free.requested'), -allowance.requested],
      ];
  return (
    <section
      aria-label={t('withdrawals.free.label')}
      className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm"
    >
      <p className="text-slate-600">
        {member ? t('withdrawals.free.memberCan', { name: member }) : t('withdrawals.free.youCan')}
      </p>
      <p className="text-2xl font-semibold text-slate-900">{kes(allowance.free)}</p>
      <dl className="space-y-1 text-slate-600">
        {lines.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap tabular-nums max-md:whitespace-normal">
              {value < 0 ? `− ${kes(-value)}` : kes(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-500">
        {allowance.notice_days === 0
          ? t('withdrawals.free.paidOnceApproved')
          : t('withdrawals.free.notice', {
              days: allowance.notice_days,
              date: formatDate(allowance.payable_on),
            })}
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
  const { t } = useTranslation();
  const allowance = useWithdrawalAllowance(userId);
  const create = useCreateWithdrawal();
  const blank: WithdrawalValues = { user_id: userId, amount: undefined, reason: '' };
  const { form, outcome, send } = useServerForm<WithdrawalValues>(createWithdrawalBody, {
    blank,
    done: t('withdrawals.form.sent'),
    failed: t('withdrawals.form.failed'),
    subjects: withdrawalSubjects(t),
  });
  const submit = form.handleSubmit((values) => {
    send(create, { user_id: userId, amount: values.amount ?? 0, reason: values.reason.trim() });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {allowance.isPending ? <Loading>{t('withdrawals.form.loadingMine')}</Loading> : null}
      {allowance.isError ? <Alert>{t('withdrawals.form.mineFailed')}</Alert> : null}
      {allowance.data ? <FreeSavings allowance={allowance.data} /> : null}
      <OutcomeAlert outcome={outcome} />
      <MoneyField control={form.control} name="amount" label={t('withdrawals.form.amount')} />
      <TextAreaField
        control={form.control}
        name="reason"
        label={t('withdrawals.form.reason')}
        maxLength={WITHDRAWAL_REASON_MAX}
        rows={2}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('withdrawals.form.sending') : t('withdrawals.form.submit')}
      </Button>
    </form>
  );
}
