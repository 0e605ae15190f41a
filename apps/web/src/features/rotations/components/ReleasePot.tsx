import { formatKES, fullName, isApprovalPending, type RotationView } from '@links/domain';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/formCall';
import { OutcomeAlert } from '../../../components/form/formCall';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useReleasePot } from '../api/rotations';

export const RELEASE_FAILED = 'Failed to pay out the pot';

const kes = (value: number) => formatKES(kesToCents(value));

/**
 * "Pay out this round's pot now" (officials; docs/decisions/rotations.md, "The pot"): behind a
 * confirmation naming the recipient, what was received and what is missing. Under the quorum like
 * every payout, it may wait for the other officials (202: "Sent for approval").
 */
export function ReleasePot({ rotation }: { rotation: RotationView }) {
  const release = useReleasePot();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = rotation.rounds.find((round) => round.status === 'Open');
  const send = () => {
    setConfirming(false);
    setOutcome(null);
    release.mutate(rotation.rotation_id, {
      onSuccess: (answer) =>
        setOutcome({ tone: isApprovalPending(answer) ? 'info' : 'success', text: answer.message }),
      onError: (error) => setOutcome({ tone: 'error', text: messageOf(error, RELEASE_FAILED) }),
    });
  };
  if (!open) {
    return (
      <div className="space-y-3">
        <OutcomeAlert outcome={outcome} />
        <p className="text-sm text-slate-600">Every pot of this merry-go-round has been paid out.</p>
      </div>
    );
  }
  const short = open.expected - open.received;
  return (
    <div className="space-y-3">
      <OutcomeAlert outcome={outcome} />
      <p className="text-sm text-slate-600">
        Round {open.number} has received {kes(open.received)} of {kes(open.expected)} for{' '}
        {fullName(open.recipient)}. It is paid out by itself once every member has paid.
      </p>
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={release.isPending}
        onClick={() => setConfirming(true)}
      >
        {release.isPending ? 'Paying out…' : "Pay out this round's pot now"}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Pay out round ${open.number}'s pot now?`}
      >
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            {fullName(open.recipient)} receives {kes(open.received)}, what the round has received.
          </p>
          {short > 0 ? (
            <Alert tone="warning">
              {kes(short)} is missing: each member who has not paid in full still owes the rest and is charged
              the missed-contribution fine.
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={send}>Yes, pay out</Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
