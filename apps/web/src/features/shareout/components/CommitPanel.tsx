import type { ShareOutPayout, ShareOutPreview } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { MoneyAccountSelect, paidFrom } from '../../books';
import { PayByMpesaCheckbox } from '../../payouts';
import { ConfirmCommit } from './ConfirmCommit';

export interface CommitChoice {
  payout: ShareOutPayout;
  account_id?: number;
  /** A cash payout owed to each member by M-Pesa (docs/decisions/payouts.md, "A share-out by M-Pesa"). */
  pay_by_mpesa?: true;
}

/** The ways to pay the members, each with what it does: into their savings, or in cash. */
function PayoutChoice({
  payout,
  onChange,
}: {
  payout: ShareOutPayout;
  onChange: (payout: ShareOutPayout) => void;
}) {
  const { t } = useTranslation();
  const payouts: { value: ShareOutPayout; label: string; hint: string }[] = [
    { value: 'to_savings', label: t('shareout.commit.toSavings'), hint: t('shareout.commit.toSavingsHint') },
    { value: 'cash', label: t('shareout.payouts.cash'), hint: t('shareout.commit.cashHint') },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('shareout.commit.payMembers')}</legend>
      {payouts.map((option) => (
        <label key={option.value} className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="radio"
            name="payout"
            value={option.value}
            checked={payout === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1"
          />
          <span>
            <span className="font-medium text-slate-900">{option.label}</span>
            <span className="block text-xs text-slate-500">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * How the members are paid, and the commit behind a confirmation that states the amount and that it is
 * final. In cash, out of a money account or, ticked, by M-Pesa (docs/decisions/payouts.md, "A share-out
 * by M-Pesa"): the account is then hidden and not sent, and the server's refusal of M-Pesa (a member's
 * whole shillings beyond what M-Pesa sends) shows under the box.
 */
export function CommitPanel({
  preview,
  onCommit,
  onChoiceChange,
  pending,
  error,
  mpesaError,
}: {
  preview: ShareOutPreview;
  onCommit: (choice: CommitChoice) => void;
  /** A new choice sets the last refusal aside. */
  onChoiceChange: () => void;
  pending: boolean;
  error: string | undefined;
  /** The server's refusal naming `pay_by_mpesa`, shown under the box instead of above. */
  mpesaError?: string | undefined;
}) {
  const { t } = useTranslation();
  const [payout, setPayout] = useState<ShareOutPayout>('to_savings');
  const [account, setAccount] = useState('');
  const [byMpesa, setByMpesa] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mpesa = payout === 'cash' && byMpesa;
  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      onChoiceChange();
    };
  const commit = () => {
    setConfirming(false);
    onCommit({
      payout,
      ...(mpesa ? { pay_by_mpesa: true } : payout === 'cash' ? paidFrom(account) : {}),
    });
  };
  return (
    <Card title={t('shareout.commit.title')} description={t('shareout.commit.description')}>
      <div className="space-y-5">
        {error && !mpesaError ? <Alert>{error}</Alert> : null}
        <PayoutChoice payout={payout} onChange={choose(setPayout)} />
        {payout === 'cash' ? (
          <PayByMpesaCheckbox
            label={t('shareout.commit.byMpesa')}
            hint={t('shareout.commit.byMpesaHint')}
            checked={byMpesa}
            onChange={choose(setByMpesa)}
            error={mpesaError}
          />
        ) : null}
        {payout === 'cash' && !byMpesa ? (
          <MoneyAccountSelect
            label={t('shareout.commit.paidFrom')}
            value={account}
            onChange={choose(setAccount)}
            className="max-w-sm"
          />
        ) : null}
        <Button
          variant="danger"
          className="w-full sm:w-auto"
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          {pending ? t('shareout.commit.committing') : t('shareout.commit.commit')}
        </Button>
      </div>
      <ConfirmCommit
        open={confirming}
        preview={preview}
        paidHow={mpesa ? 'mpesa' : payout}
        onCancel={() => setConfirming(false)}
        onConfirm={commit}
      />
    </Card>
  );
}
