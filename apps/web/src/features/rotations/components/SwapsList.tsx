import { fullName, type RotationView } from '@links/domain';
import { useState } from 'react';
import type { Outcome } from '../../../components/form/formCall';
import { OutcomeAlert } from '../../../components/form/formCall';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useConsentSwap } from '../api/rotations';
import { StatusPill } from './rotation-labels';

type Swap = RotationView['swaps'][number];

/**
 * The swaps asked (docs/decisions/rotations.md, "Swaps"), newest last, each with its status and who
 * it still waits for; "Agree" on a swap that names the signed-in member and waits for them. `me` is
 * left out for a reader who agrees to nothing (the auditor, an official not in the rotation).
 */
export function SwapsList({ rotation, me }: { rotation: RotationView; me?: number | undefined }) {
  const { t } = useTranslation();
  const consent = useConsentSwap();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const nameOf = (userId: number) => {
    const member = rotation.members.find((m) => m.user_id === userId);
    return member ? fullName(member) : t('rotations.memberN', { id: userId });
  };
  const agree = (swap: Swap) => {
    setOutcome(null);
    consent.mutate(
      { rotationId: rotation.rotation_id, swapId: swap.swap_id },
      {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) =>
          setOutcome({ tone: 'error', text: messageOf(error, t('rotations.swaps.agreeFailed')) }),
      },
    );
  };
  if (rotation.swaps.length === 0) {
    return <p className="text-sm text-slate-500">{t('rotations.swaps.none')}</p>;
  }
  return (
    <div className="space-y-3">
      <OutcomeAlert outcome={outcome} />
      <ul
        aria-label={t('rotations.page.swaps')}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {rotation.swaps.map((swap) => {
          const between = t('rotations.swaps.pair', {
            first: nameOf(swap.user_id),
            second: nameOf(swap.with_user_id),
          });
          const waiting = [swap.user_id, swap.with_user_id].filter((id) => !swap.consented.includes(id));
          const [first, second] = waiting.map(nameOf);
          const names = second === undefined ? first : t('rotations.swaps.pair', { first, second });
          const mine = swap.status === 'Asked' && me !== undefined && waiting.includes(me);
          return (
            <li key={swap.swap_id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{between}</span>
                {swap.status === 'Asked' ? (
                  <span className="block text-xs text-slate-500">
                    {t('rotations.swaps.waiting', { names })}
                  </span>
                ) : null}
              </span>
              <StatusPill status={swap.status} />
              {mine ? (
                <Button
                  className="px-3 py-1"
                  disabled={consent.isPending}
                  aria-label={t('rotations.swaps.agreeTo', { between })}
                  onClick={() => agree(swap)}
                >
                  {t('rotations.swaps.agree')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
