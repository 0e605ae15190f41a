import type { ShareOutPayout, ShareOutPreview } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { MoneyAccountSelect, paidFrom } from '../../books';
import { PayByMpesaCheckbox } from '../../payouts';
import { periodLabel } from './terms';

export interface CommitChoice {
  payout: ShareOutPayout;
  account_id?: number;
  /** A cash payout owed to each member by M-Pesa (docs/decisions/payouts.md, "A share-out by M-Pesa"). */
  pay_by_mpesa?: true;
}

export const SHARE_OUT_BY_MPESA =
  'Pay each member by M-Pesa (the cents under a shilling go to their savings)';
const BY_MPESA_HINT =
  'No money account pays the nets now: each member’s whole shillings are owed in Payouts until an official sends them there.';

const payouts: { value: ShareOutPayout; label: string; hint: string }[] = [
  { value: 'to_savings', label: 'Into members’ savings', hint: 'Each net is added to the member’s savings.' },
  { value: 'cash', label: 'In cash', hint: 'The nets are paid out of a money account, or by M-Pesa.' },
];

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
  const [payout, setPayout] = useState<ShareOutPayout>('to_savings');
  const [account, setAccount] = useState('');
  const [byMpesa, setByMpesa] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sharing = preview.members.filter((member) => member.share > 0).length;
  const mpesa = payout === 'cash' && byMpesa;
  const commit = () => {
    setConfirming(false);
    onCommit({
      payout,
      ...(mpesa ? { pay_by_mpesa: true } : payout === 'cash' ? paidFrom(account) : {}),
    });
  };
  const paidHow = mpesa
    ? 'owed to them by M-Pesa in Payouts (the cents under a shilling into their savings)'
    : payout === 'cash'
      ? 'paid in cash'
      : 'paid into their savings';
  return (
    <Card title="Commit" description="Pay the shares and close the books through the end of the period.">
      <div className="space-y-5">
        {error && !mpesaError ? <Alert>{error}</Alert> : null}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Pay the members</legend>
          {payouts.map((option) => (
            <label key={option.value} className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="radio"
                name="payout"
                value={option.value}
                checked={payout === option.value}
                onChange={() => {
                  setPayout(option.value);
                  onChoiceChange();
                }}
                className="mt-1"
              />
              <span>
                <span className="font-medium text-slate-900">{option.label}</span>
                <span className="block text-xs text-slate-500">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {payout === 'cash' ? (
          <PayByMpesaCheckbox
            label={SHARE_OUT_BY_MPESA}
            hint={BY_MPESA_HINT}
            checked={byMpesa}
            onChange={(checked) => {
              setByMpesa(checked);
              onChoiceChange();
            }}
            error={mpesaError}
          />
        ) : null}
        {payout === 'cash' && !byMpesa ? (
          <MoneyAccountSelect
            label="Paid from"
            value={account}
            onChange={(value) => {
              setAccount(value);
              onChoiceChange();
            }}
            className="max-w-sm"
          />
        ) : null}
        <Button
          variant="danger"
          className="w-full sm:w-auto"
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          {pending ? 'Committing…' : 'Commit Share-out'}
        </Button>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Commit this share-out?">
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            <Money
              cents={kesToCents(preview.distributable)}
              currency
              className="font-semibold text-slate-900"
            />{' '}
            will be shared among {sharing} {sharing === 1 ? 'member' : 'members'} for {periodLabel(preview)}:{' '}
            <Money cents={kesToCents(preview.total_net)} currency /> {paidHow} and{' '}
            <Money cents={kesToCents(preview.total_withholding)} currency /> withheld as tax.
          </p>
          <p className="font-medium text-red-700">
            This cannot be undone. The books will be closed through {formatDate(preview.to)}: nothing dated on
            or before it can be entered afterwards.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={commit}>
              Yes, commit
            </Button>
          </div>
        </div>
      </Modal>
    </Card>
  );
}
