import {
  addDaysIso,
  type Clock,
  installmentDueMessage,
  installmentOverdueMessage,
  type LateFineWarning,
} from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { inactiveMemberIds } from '../directory/index.js';
import { startRounds } from '../jobs/index.js';
import { type UnpaidInstallment, unpaidInstallmentsDue } from '../loans/index.js';
import { createOutbox, type Outbox, type OutboxMessage } from '../outbox/index.js';
import { type GroupSettings, getSettings } from '../settings/settings.service.js';

/** One hour between runs, as the fines job (docs/decisions/notifications.md, "Reminders"). */
export const REMINDERS_JOB_INTERVAL_MS = 60 * 60 * 1000;
/** An installment is reminded of this many days before it falls due. */
export const DUE_REMINDER_DAYS = 3;
/** An installment overdue longer than this is not told again at a first run (the arrears list's). */
export const OVERDUE_REMINDER_DAYS = 7;

/** The late fine the overdue reminder warns of: the group's, once late fines are on. */
function fineWarning(settings: GroupSettings): LateFineWarning {
  if (settings.lateFinesFrom === null) return { kind: 'none' };
  if (settings.lateFineKind === 'fixed') return { kind: 'fixed', cents: settings.lateFineCents };
  if (settings.lateFineKind === 'percent') return { kind: 'percent', rateBp: settings.lateFineRateBp };
  return { kind: 'none' };
}

const loanLink = (installment: UnpaidInstallment) =>
  installment.kind === 'long_term' ? '/member-ltl' : '/member-stl';

function dueReminder(installment: UnpaidInstallment): OutboxMessage {
  const { loanId, number, dueOn } = installment;
  return {
    userId: installment.userId,
    kind: 'installment_due',
    eventKey: `installment:${loanId}:${number}:due`,
    link: loanLink(installment),
    text: (language) =>
      installmentDueMessage(language, { loanId, number, dueOn, amountCents: installment.unpaidCents }),
  };
}

function overdueReminder(installment: UnpaidInstallment, fine: LateFineWarning): OutboxMessage {
  const { loanId, number, dueOn } = installment;
  return {
    userId: installment.userId,
    kind: 'installment_overdue',
    eventKey: `installment:${loanId}:${number}:overdue`,
    link: loanLink(installment),
    text: (language) =>
      installmentOverdueMessage(language, {
        loanId,
        number,
        dueOn,
        unpaidCents: installment.unpaidCents,
        fine,
      }),
  };
}

/**
 * Leaves the reminders of `today` (docs/decisions/notifications.md, "Reminders"): each unpaid
 * installment falling due within the next three days, and each that fell due in the last week and is
 * still unpaid, once each, by their event keys, to members who have not left. The outbox's unique key
 * makes it safe to run any number of times on any number of servers. Answers how many were left.
 */
export async function runRemindersJob(db: Db, outbox: Outbox, today: string): Promise<number> {
  const settings = await getSettings(db);
  if (!settings) return 0;
  const gone = await inactiveMemberIds(db);
  const active = (installments: UnpaidInstallment[]) => installments.filter((i) => !gone.has(i.userId));
  const soon = active(
    await unpaidInstallmentsDue(db, addDaysIso(today, 1), addDaysIso(today, DUE_REMINDER_DAYS)),
  );
  const late = active(
    await unpaidInstallmentsDue(db, addDaysIso(today, -OVERDUE_REMINDER_DAYS), addDaysIso(today, -1)),
  );
  const fine = fineWarning(settings);
  const messages = [...soon.map(dueReminder), ...late.map((i) => overdueReminder(i, fine))];
  if (messages.length === 0) return 0;
  const left = await db.transaction((tx) => outbox.leaveMany(tx, messages));
  return left.length;
}

/** Runs the reminders job now and every hour, one server a round, the day from the clock; returns how to stop it. */
export function startRemindersJob(db: Db, clock: Clock, log: FastifyBaseLogger, outbox?: Outbox) {
  const box = outbox ?? createOutbox(clock);
  // docs/decisions/jobs.md, "Rounds": each group's reminders in that group, by one server an hour.
  return startRounds(db, clock, log, {
    name: 'reminders',
    everyMs: REMINDERS_JOB_INTERVAL_MS,
    atStart: true,
    work: async (group) => {
      const left = await runRemindersJob(db, box, clock.today());
      if (left > 0) log.info({ group, left }, 'reminders left');
    },
    failure: 'the reminders job failed',
  });
}
