import { formatDate, type ShareOutPayout, type ShareOutPreview } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';
import { MoneyAccountSelect, paidFrom } from '../../books';
import { periodLabel } from './terms';

export interface CommitChoice {
  payout: ShareOutPayout;
  account_id?: number;
}

const payouts: { value: ShareOutPayout; label: string; hint: string }[] = [
  { value: 'to_savings', label: 'Into members’ savings', hint: 'Each net is added to the member’s savings.' },
  { value: 'cash', label: 'In cash', hint: 'The nets are paid out of a money account.' },
];

/** How the members are paid, and the commit behind a confirmation that states the amount and that it is final. */
export function CommitPanel({
  preview,
  onCommit,
  onChoiceChange,
  pending,
  error,
}: {
  preview: ShareOutPreview;
  onCommit: (choice: CommitChoice) => void;
  /** A new choice sets the last refusal aside. */
  onChoiceChange: () => void;
  pending: boolean;
  error: string | undefined;
}) {
  const [payout, setPayout] = useState<ShareOutPayout>('to_savings');
  const [account, setAccount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const sharing = preview.members.filter((member) => member.share > 0).length;
  const commit = () => {
    setConfirming(false);
    onCommit({ payout, ...(payout === 'cash' ? paidFrom(account) : {}) });
  };
  return (
    <Card title="Commit" description="Pay the shares and close the books through the end of the period.">
      <div className="space-y-5">
        {error ? <Alert>{error}</Alert> : null}
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
            <Money cents={kesToCents(preview.total_net)} currency /> paid{' '}
            {payout === 'cash' ? 'in cash' : 'into their savings'} and{' '}
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
