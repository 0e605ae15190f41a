import { type FineCause, fineChargedMessage, fineWaivedMessage } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import type { fines } from '../../db/schema.js';
import { outboxAt } from '../outbox/index.js';

/** A fine as charged, with the figures its message tells. */
interface ChargedFine {
  userId: number;
  loanId: number | null;
  kind: 'late_installment' | 'missed_contribution' | 'attendance';
  period: string;
  chargedOn: string;
  amountCents: number;
}

/**
 * The member is told of a fine charged (docs/decisions/notifications.md, "Kinds"), in the charge's
 * transaction, once per fine: `fine:<id>:charged`. A late fine names its installment's due day, a
 * contribution fine its month, an attendance fine its meeting.
 */
export async function tellCharged(
  tx: DbOrTx,
  id: number,
  fine: ChargedFine,
  at: Date,
  installmentDueOn: string | undefined,
) {
  await outboxAt(at).leave(tx, {
    userId: fine.userId,
    kind: 'fine_charged',
    eventKey: `fine:${id}:charged`,
    link: '/statement',
    text: (language) =>
      fineChargedMessage(language, {
        amountCents: fine.amountCents,
        chargedOn: fine.chargedOn,
        cause: causeOf(fine, installmentDueOn),
      }),
  });
}

/** Why the fine was charged, from its kind and period (an attendance fine's is `late:<date>`). */
function causeOf(fine: ChargedFine, installmentDueOn: string | undefined): FineCause {
  if (fine.kind === 'late_installment') {
    return { kind: fine.kind, loanId: fine.loanId ?? 0, dueOn: installmentDueOn ?? fine.chargedOn };
  }
  if (fine.kind === 'attendance') {
    const [attendance, meetingOn] = fine.period.split(':');
    return {
      kind: fine.kind,
      attendance: attendance === 'late' ? 'late' : 'absent',
      meetingOn: meetingOn ?? fine.chargedOn,
    };
  }
  return { kind: fine.kind, month: fine.period };
}

/** The member is told of a fine waived, with the reason, once per fine: `fine:<id>:waived`. */
export async function tellWaived(
  tx: DbOrTx,
  fine: typeof fines.$inferSelect,
  waivedCents: number,
  reason: string,
  at: Date,
) {
  await outboxAt(at).leave(tx, {
    userId: fine.userId,
    kind: 'fine_waived',
    eventKey: `fine:${fine.id}:waived`,
    link: '/statement',
    text: (language) => fineWaivedMessage(language, { waivedCents, chargedOn: fine.chargedOn, reason }),
  });
}
