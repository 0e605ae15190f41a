import {
  type applicationDecisionBody,
  cents,
  centsToKes,
  coverOf,
  flatSchedule,
  reducingBalanceSchedule,
} from '@links/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { conflict, forbidden, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { resolveMoneyAccount } from '../books/chart.js';
import { recordLoan } from '../loans/loans.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { findApplication, toViews } from './applications.queries.js';
import { ALREADY_DECIDED, lockApplication, shortfallMessage } from './applications.service.js';
import { borrowingPositions } from './pledges.js';

/**
 * PATCH /loan-applications/{id}: an admin other than the one who applied decides, once (issue 14
 * §1). The application row is locked, so of many approvals at once one issues the loan and the
 * others find it decided (409). Approval needs limit + accepted pledges ≥ amount, then issues the
 * loan with the spec's maths, paid from the account named or the group's default.
 */
export async function decideApplication(
  db: Db,
  id: number,
  who: SignedInContext,
  decision: z.output<typeof applicationDecisionBody>,
  clock: { today: string; now: Date },
) {
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.appliedBy === who.userId) {
      throw forbidden('An admin cannot decide an application they made; another admin must.');
    }
    if (application.status !== 'Pending') throw conflict(ALREADY_DECIDED, 'APPLICATION_DECIDED');
    const settings = await requireSettings(tx);
    const position = (await borrowingPositions(tx, [application.userId], settings.loanMultiplierX100)).get(
      application.userId,
    );
    const limit = position?.limit ?? cents(0);
    const decided = {
      decidedBy: who.userId,
      decidedAt: clock.now,
      limitCents: limit,
      reason: decision.reason ?? null,
    };
    if (decision.decision === 'Rejected') {
      await tx
        .update(loanApplications)
        .set({ ...decided, status: 'Rejected' })
        .where(eq(loanApplications.id, id));
      await recordAudit(tx, who, {
        action: 'reject',
        entity: 'loan_application',
        entityId: id,
        memberId: application.userId,
        before: { status: application.status },
        after: { status: 'Rejected', reason: decision.reason ?? null },
      });
      return;
    }
    const [pledged] = await tx
      .select({ total: sql<string>`coalesce(sum(${loanGuarantees.amountCents}), 0)::text` })
      .from(loanGuarantees)
      .where(and(eq(loanGuarantees.applicationId, id), eq(loanGuarantees.status, 'Accepted')));
    const cover = coverOf(cents(application.amountCents), limit, cents(Number(pledged?.total ?? 0)));
    if (cover.shortfall > 0) {
      throw unprocessable(shortfallMessage(cover.shortfall, limit), undefined, 'LIMIT_EXCEEDED');
    }
    const principal = cents(application.amountCents);
    const issuedOn = clock.today;
    const rateBp = application.kind === 'long_term' ? settings.longTermRateBp : settings.shortTermRateBp;
    const terms = { principal, months: application.months, issuedOn };
    const schedule =
      application.kind === 'long_term'
        ? reducingBalanceSchedule({ ...terms, yearlyRateBp: rateBp })
        : flatSchedule({ ...terms, rateBp });
    const loan = await recordLoan(tx, {
      source: { paidFrom: await resolveMoneyAccount(tx, decision.account_id, settings.defaultAccountId) },
      userId: application.userId,
      kind: application.kind,
      loanAmount: principal,
      rateBp,
      months: application.months,
      issuedOn,
      schedule,
      createdBy: who.userId,
    });
    await tx
      .update(loanApplications)
      .set({ ...decided, status: 'Approved', loanId: loan.id })
      .where(eq(loanApplications.id, id));
    await recordAudit(tx, who, {
      action: 'approve',
      entity: 'loan_application',
      entityId: id,
      memberId: application.userId,
      before: { status: application.status },
      after: { status: 'Approved', loan_id: loan.id, amount: centsToKes(principal) },
    });
  });
  const application = await findApplication(db, id);
  return (await toViews(db, [application!]))[0]!;
}
