import {
  type applicationDecisionBody,
  type Cents,
  cents,
  centsToKes,
  coverOf,
  flatSchedule,
  reducingBalanceSchedule,
} from '@links/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { resolveMoneyAccount } from '../books/index.js';
import { recordLoan } from '../loans/loans.service.js';
import { type GroupSettings, requireSettings } from '../settings/settings.service.js';
import { findApplication, toViews } from './applications.queries.js';
import { ALREADY_DECIDED, lockApplication, shortfallMessage } from './applications.service.js';
import { tellApplicationDecided } from './notices.js';
import { borrowingPositions } from './pledges.js';

type Decision = z.output<typeof applicationDecisionBody>;
type Application = Awaited<ReturnType<typeof lockApplication>>;
interface Decided {
  decidedBy: number;
  decidedAt: Date;
  limitCents: Cents;
  reason: string | null;
}

/**
 * Holds the borrower for the rest of the transaction: two approvals of their applications (a
 * long-term and a short-term one) check the limit one after the other, the second seeing the loan
 * the first issued, so together they never lend beyond it.
 */
async function lockBorrower(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`links.borrower:${userId}`}))`);
}

/**
 * PATCH /loan-applications/{id}: an admin other than the one who applied decides, once
 * (docs/decisions/lending.md, "Applications"). The application row is locked, so of many approvals at once
 * one issues the loan and the others find it decided (409); then the borrower is locked, so approvals of
 * their other applications wait and check the limit after it. Approval needs limit + accepted pledges ≥
 * amount, then issues the loan with the spec's maths, paid from the account named or the group's default.
 */
export async function decideApplication(
  db: Db,
  id: number,
  who: SignedInContext,
  decision: Decision,
  clock: { today: string; now: Date },
) {
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.appliedBy === who.userId) {
      throw forbidden('An admin cannot decide an application they made; another admin must.');
    }
    if (application.status !== 'Pending') throw conflict(ALREADY_DECIDED, 'APPLICATION_DECIDED');
    await lockBorrower(tx, application.userId);
    const settings = await requireSettings(tx);
    const position = (await borrowingPositions(tx, [application.userId], settings.loanMultiplierX100)).get(
      application.userId,
    );
    const decided: Decided = {
      decidedBy: who.userId,
      decidedAt: clock.now,
      limitCents: position?.limit ?? cents(0),
      reason: decision.reason ?? null,
    };
    // The decision is told before the loan it issues; a refused approval rolls both back.
    await tellApplicationDecided(tx, application, {
      approved: decision.decision === 'Approved',
      reason: decided.reason,
    });
    if (decision.decision === 'Rejected') await reject(tx, application, who, decided);
    else await approve(tx, application, who, decided, { settings, decision, today: clock.today });
  });
  const application = await findApplication(db, id);
  return (await toViews(db, [application!]))[0]!;
}

async function reject(tx: Tx, application: Application, who: SignedInContext, decided: Decided) {
  await recordDecision(tx, application, who, { ...decided, status: 'Rejected' }, { reason: decided.reason });
}

/** Writes the decision on the application with its audit record (`approve` or `reject`). */
async function recordDecision(
  tx: Tx,
  application: Application,
  who: SignedInContext,
  decided: Decided & { status: 'Approved' | 'Rejected'; loanId?: number },
  after: Record<string, unknown>,
) {
  await tx.update(loanApplications).set(decided).where(eq(loanApplications.id, application.id));
  await recordAudit(tx, who, {
    action: decided.status === 'Approved' ? 'approve' : 'reject',
    entity: 'loan_application',
    entityId: application.id,
    memberId: application.userId,
    before: { status: application.status },
    after: { status: decided.status, ...after },
  });
}

/**
 * Issues the loan of an approved application and records both: the application's approval and the
 * loan's creation, so that each one's History shows it (decisions.md, audit trail).
 */
async function approve(
  tx: Tx,
  application: Application,
  who: SignedInContext,
  decided: Decided,
  terms: { settings: GroupSettings; decision: Decision; today: string },
) {
  const { settings, decision } = terms;
  const [pledged] = await tx
    .select({ total: sql<string>`coalesce(sum(${loanGuarantees.amountCents}), 0)::text` })
    .from(loanGuarantees)
    .where(and(eq(loanGuarantees.applicationId, application.id), eq(loanGuarantees.status, 'Accepted')));
  const principal = cents(application.amountCents);
  const limit = decided.limitCents;
  const cover = coverOf(principal, limit, cents(Number(pledged?.total ?? 0)));
  if (cover.shortfall > 0) {
    throw unprocessable(shortfallMessage(cover.shortfall, limit), undefined, 'LIMIT_EXCEEDED');
  }
  const rateBp = application.kind === 'long_term' ? settings.longTermRateBp : settings.shortTermRateBp;
  const schedule =
    application.kind === 'long_term'
      ? reducingBalanceSchedule({
          principal,
          months: application.months,
          issuedOn: terms.today,
          yearlyRateBp: rateBp,
        })
      : flatSchedule({ principal, months: application.months, issuedOn: terms.today, rateBp });
  const account_id = decision.decision === 'Approved' ? decision.account_id : undefined;
  const byMpesa = decision.decision === 'Approved' && decision.pay_by_mpesa === true;
  const loan = await recordLoan(tx, {
    source: byMpesa
      ? { byMpesa: true, at: who.at }
      : { paidFrom: await resolveMoneyAccount(tx, account_id, settings.defaultAccountId) },
    userId: application.userId,
    kind: application.kind,
    loanAmount: principal,
    rateBp,
    months: application.months,
    issuedOn: terms.today,
    schedule,
    createdBy: who.userId,
  });
  await recordDecision(
    tx,
    application,
    who,
    { ...decided, status: 'Approved', loanId: loan.id },
    { loan_id: loan.id, amount: centsToKes(principal) },
  );
  await recordAudit(tx, who, {
    action: 'create',
    entity: 'loan',
    entityId: loan.id,
    memberId: loan.userId,
    after: { ...auditFields(loan), application_id: application.id },
  });
}
