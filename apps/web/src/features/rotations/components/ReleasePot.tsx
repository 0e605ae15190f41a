import { formatKES, fullName, isApprovalPending, type RotationView } from '@links/domain';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/formCall';
import { OutcomeAlert } from '../../../components/form/formCall';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useReleasePot } from '../api/rotations';

const kes = (value: number) => formatKES(kesToCents(value));

/**
 * "Pay out this round's pot now" (officials; docs/decisions/rotations.md, "The pot"): behind a
 * confirmation naming the recipient, what was received and what is missing. Under the quorum like
 * every payout, it may wait for the other officials (202: "Sent for approval").
 */
export function ReleasePot({ rotation }: { rotation: RotationView }) {
  const { t } = useTranslation();
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
      onError: (error) =>
        setOutcome({ tone: 'error', text: messageOf(error, t('rotations.release.failed')) }),
    });
  };
  if (!open) {
    return (
      <div className="space-y-3">
        <OutcomeAlert outcome={outcome} />
        <p className="text-sm text-slate-600">{t('rotations.release.allPaid')}</p>
      </div>
    );
  }
  const short = open.expected - open.received;
  return (
    <div className="space-y-3">
      <OutcomeAlert outcome={outcome} />
      <p className="text-sm text-slate-600">
        {t('rotations.release.progress', {
          round: open.number,
          received: kes(open.received),
          expected: kes(open.expected),
          name: fullName(open.recipient),
        })}
      </p>
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={release.isPending}
        onClick={() => setConfirming(true)}
      >
        {release.isPending ? t('rotations.release.paying') : t('rotations.release.payNow')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('rotations.release.confirm', { round: open.number })}
      >
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            {t('rotations.release.receives', { name: fullName(open.recipient), amount: kes(open.received) })}
          </p>
          {short > 0 ? (
            <Alert tone="warning">{t('rotations.release.missing', { amount: kes(short) })}</Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send}>{t('rotations.release.yes')}</Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
