import {
  type Cents,
  type Clock,
  cents,
  contributionCheckDate,
  contributionMonthsToCheck,
  type LateFineRule,
  lateInstallmentFines,
  missedContributionFine,
} from '@links/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../audit/audit.service.js';
import { approvedSavingsInMonth } from '../books/index.js';
import { disputedLoans, memberKind } from '../disputes/index.js';
import { chargedKeys, chargeFine, finesJobContext } from '../fines/fines.service.js';
import { startRounds } from '../jobs/index.js';
import { overdueInstallments } from '../loans/index.js';
import { contributionPositions } from '../savings/index.js';
import { monthlyTargetCents } from '../savings/savings.service.js';
import { type GroupSettings, getSettings } from '../settings/settings.service.js';

/** One hour between runs of the fines job (docs/decisions/lending.md, "Fines"). */
export const FINES_JOB_INTERVAL_MS = 60 * 60 * 1000;

function lateRule(settings: GroupSettings): LateFineRule {
  if (settings.lateFineKind === 'fixed') return { kind: 'fixed', cents: cents(settings.lateFineCents) };
  if (settings.lateFineKind === 'percent') return { kind: 'percent', rateBp: settings.lateFineRateBp };
  return { kind: 'none' };
}

const lateKey = (installmentId: number, period: string) => `late:${installmentId}:${period}`;
const contributionKey = (userId: number, month: string) => `contribution:${userId}:${month}`;

async function chargeLateInstallments(
  db: Db,
  settings: GroupSettings,
  today: string,
  who: RequestContext,
): Promise<number> {
  const rule = lateRule(settings);
  const since = settings.lateFinesFrom;
  if (rule.kind === 'none' || since === null) return 0;
  let charged = 0;
  const waiting = await disputedLoans(db);
  for (const installment of await overdueInstallments(db, today)) {
    // docs/decisions/disputes.md, "Fines wait": charged on the first run after the answer, if still due.
    if (
      waiting.loanIds.has(installment.loanId) ||
      waiting.memberKinds.has(memberKind(installment.userId, installment.kind))
    )
      continue;
    const due = lateInstallmentFines(
      { dueDate: installment.dueOn, unpaid: cents(installment.unpaidCents) },
      rule,
      today,
      since,
      new Set(),
    );
    const done = await chargedKeys(
      db,
      due.map((charge) => lateKey(installment.installmentId, charge.period)),
    );
    for (const charge of due) {
      const chargeKey = lateKey(installment.installmentId, charge.period);
      if (done.has(chargeKey)) continue;
      const fine = { ...charge, chargeKey, kind: 'late_installment' as const, amountCents: charge.amount };
      const owner = { userId: installment.userId, loanId: installment.loanId };
      if (await chargeFine(db, { ...fine, ...owner }, who, installment.dueOn)) charged++;
    }
  }
  return charged;
}

async function chargeMissedContributions(
  db: Db,
  settings: GroupSettings,
  today: string,
  who: RequestContext,
): Promise<number> {
  const fine = settings.contributionFineCents as Cents;
  const since = settings.contributionFinesFrom;
  if (fine <= 0 || since === null) return 0;
  let charged = 0;
  for (const member of await contributionPositions(db)) {
    const months = contributionMonthsToCheck(member.openedOn, today, since, settings.contributionDueDay);
    const done = await chargedKeys(
      db,
      months.map((month) => contributionKey(member.userId, month)),
    );
    const target = cents(monthlyTargetCents(member.yearlyTargetCents));
    for (const month of months.filter((m) => !done.has(contributionKey(member.userId, m)))) {
      const saved = cents(await approvedSavingsInMonth(db, member.userId, month));
      const amount = missedContributionFine(saved, target, fine);
      if (amount === 0) continue;
      const chargedOn = contributionCheckDate(month, settings.contributionDueDay);
      const charge = {
        chargeKey: contributionKey(member.userId, month),
        userId: member.userId,
        loanId: null,
        kind: 'missed_contribution' as const,
        period: month,
        chargedOn,
        amountCents: amount,
      };
      if (await chargeFine(db, charge, who)) charged++;
    }
  }
  return charged;
}

/**
 * Charges every fine due by `today` that was not charged yet (docs/decisions/lending.md, "Fines",
 * docs/decisions/clock.md, "Time and background work"). Each fine's charge key is unique in the database, so
 * the job may run any number of times, on any number of servers at once, and each fine is charged once. The
 * charges are recorded as made by
 * `by`, the admin who ran it (`POST /fines/run`), else by the fines job.
 */
export async function runFinesJob(db: Db, today: string, at: Date, by?: RequestContext): Promise<number> {
  const settings = await getSettings(db);
  // Before first run there is no group yet, so nothing to fine.
  if (!settings) return 0;
  const who = by ?? finesJobContext(at);
  return (
    (await chargeLateInstallments(db, settings, today, who)) +
    (await chargeMissedContributions(db, settings, today, who))
  );
}

/** Runs the fines job now and every hour, one server a round, the day from the clock; returns how to stop it. */
export function startFinesJob(db: Db, clock: Clock, log: FastifyBaseLogger): () => Promise<void> {
  // docs/decisions/jobs.md, "Rounds": each group's fines in that group, by one server an hour.
  return startRounds(db, clock, log, {
    name: 'fines',
    everyMs: FINES_JOB_INTERVAL_MS,
    atStart: true,
    work: async (group) => {
      const charged = await runFinesJob(db, clock.today(), clock.now());
      if (charged > 0) log.info({ group, charged }, 'fines charged');
    },
    failure: 'the fines job failed',
  });
}
