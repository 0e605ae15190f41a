import {
  type Cents,
  cents,
  centsToKes,
  coverOf,
  formatKES,
  type guaranteeDecisionBody,
  type LoanKindName,
  type loanApplicationBody,
  monthsOverTerm,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { conflict, forbidden, invalidField, notFound, unprocessable } from '../../lib/errors.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { namesOf, requireUser } from '../directory/directory.service.js';
import { inactiveMemberIds } from '../directory/index.js';
import { kindLabels } from '../loans/index.js';
import { hasUnclearedLoan, unclearedLoanExists } from '../loans/loans.service.js';
import { lockSavingsAccount } from '../savings/savings.service.js';
import { type GroupSettings, requireSettings } from '../settings/settings.service.js';
import { findApplication, isGuarantorOf, toViews } from './applications.queries.js';
import { askGuarantors, tellGuaranteeAnswered } from './notices.js';
import { borrowingPositions } from './pledges.js';

export const APPLICATION_NOT_FOUND = 'Loan application not found.';
export const ALREADY_DECIDED = 'This application has already been decided.';

const termOf = (settings: GroupSettings, kind: LoanKindName) =>
  kind === 'long_term' ? settings.longTermMonths : settings.shortTermMonths;

export const shortfallMessage = (shortfall: Cents, limit: Cents) =>
  `The amount is ${formatKES(shortfall)} more than the limit of ${formatKES(limit)} and the guarantors' pledges cover.`;

/** Checks the guarantors named: other members of the group (with savings), each named once. */
async function checkGuarantors(db: Db, borrower: number, guarantors: number[]) {
  if (new Set(guarantors).size !== guarantors.length) {
    throw invalidField('guarantors', 'must name each guarantor once');
  }
  if (guarantors.includes(borrower)) throw invalidField('guarantors', 'must not include the borrower');
  const names = await namesOf(db, guarantors);
  // A member who left is no guarantor (docs/decisions/member-exits.md, "Inactive members").
  const left = await inactiveMemberIds(db);
  for (const id of guarantors) {
    if (!names.has(id)) throw invalidField('guarantors', `includes ${id}, who is not a member`);
    if (left.has(id)) throw invalidField('guarantors', `includes ${id}, who has left the group`);
  }
}

/**
 * POST /loan-applications (docs/decisions/lending.md, "Applications"–3): a member applies for themselves, an
 * admin for a member. Refused (422) when even every guarantor's free savings could not cover what the limit
 * does not.
 */
export async function applyForLoan(
  db: Db,
  who: SignedInContext,
  input: z.output<typeof loanApplicationBody>,
) {
  const userId = input.user_id ?? who.userId;
  if (who.role !== 'admin' && userId !== who.userId) {
    throw forbidden('You can only apply for a loan for yourself.');
  }
  const borrower = await requireUser(db, userId);
  const settings = await requireSettings(db);
  const term = termOf(settings, input.kind);
  const months = input.months ?? term;
  const overTerm = monthsOverTerm(months, term, input.kind);
  if (overTerm) throw invalidField('months', overTerm);
  await checkGuarantors(db, userId, input.guarantors);
  const positions = await borrowingPositions(db, [userId, ...input.guarantors], settings.loanMultiplierX100);
  const own = positions.get(userId);
  if (!own?.hasSavings)
    throw unprocessable(`${borrower.firstname} has no savings account.`, undefined, 'NO_SAVINGS_ACCOUNT');
  for (const id of input.guarantors) {
    if (!positions.get(id)?.hasSavings)
      throw invalidField('guarantors', `includes ${id}, who has no savings account`);
  }
  if (await hasUnclearedLoan(db, userId, input.kind)) {
    throw conflict(unclearedLoanExists(input.kind), 'UNCLEARED_LOAN_EXISTS');
  }
  const couldPledge = cents(input.guarantors.reduce((sum, id) => sum + (positions.get(id)?.free ?? 0), 0));
  const most = coverOf(input.amount, own.limit, couldPledge);
  if (most.shortfall > 0) {
    const message = shortfallMessage(most.shortfall, own.limit);
    throw unprocessable(message, { amount: message }, 'LIMIT_EXCEEDED');
  }
  const id = await db.transaction(async (tx) => {
    let row: { id: number } | undefined;
    try {
      [row] = await tx
        .insert(loanApplications)
        .values({
          userId,
          kind: input.kind,
          amountCents: input.amount,
          months,
          purpose: input.purpose,
          appliedBy: who.userId,
        })
        .returning({ id: loanApplications.id });
    } catch (error) {
      if (violatesUnique(error, 'loan_applications_one_pending')) {
        throw conflict(
          `There is already a pending ${kindLabels[input.kind]} application.`,
          'APPLICATION_PENDING',
        );
      }
      throw error;
    }
    if (!row) throw new Error('The application insert returned no row');
    if (input.guarantors.length > 0) {
      await tx
        .insert(loanGuarantees)
        .values(input.guarantors.map((guarantorId) => ({ applicationId: row.id, guarantorId })));
    }
    const application = { id: row.id, userId, kind: input.kind, amountCents: input.amount };
    await askGuarantors(tx, application, input.guarantors);
    await recordAudit(tx, who, {
      action: 'create',
      entity: 'loan_application',
      entityId: row.id,
      memberId: userId,
      after: {
        kind: input.kind,
        amount: centsToKes(input.amount),
        months,
        purpose: input.purpose,
        guarantors: input.guarantors,
      },
    });
    return row.id;
  });
  const cover = coverOf(input.amount, own.limit, cents(0));
  return {
    application_id: id,
    status: 'Pending' as const,
    limit: cover.limit,
    guaranteed: 0,
    shortfall: cover.shortfall,
  };
}

/** GET /loan-applications/{id}: an admin, the borrower or a guarantor; to anyone else it does not exist. */
export async function viewApplication(db: Db, id: number, who: AccessClaims) {
  const application = await findApplication(db, id);
  const visible =
    application &&
    (seesGroup(who) || application.userId === who.userId || (await isGuarantorOf(db, id, who.userId)));
  if (!visible) throw notFound(APPLICATION_NOT_FOUND);
  const [view] = await toViews(db, [application]);
  return view!;
}

export async function lockApplication(tx: Tx, id: number) {
  const [application] = await tx
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.id, id))
    .for('update');
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/**
 * PATCH /loan-applications/{id}/guarantees/{userId}: the guarantor accepts with an amount, at most
 * their free savings, or declines; once (docs/decisions/lending.md, "Guarantors"). The guarantor's savings
 * row is locked, so two pledges of theirs at once are checked one after the other and never pledge the same
 * savings twice.
 */
export async function answerGuarantee(
  db: Db,
  applicationId: number,
  guarantorId: number,
  answer: z.output<typeof guaranteeDecisionBody>,
  now: Date,
  who: SignedInContext,
) {
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, applicationId);
    const [guarantee] = await tx
      .select()
      .from(loanGuarantees)
      .where(
        and(eq(loanGuarantees.applicationId, applicationId), eq(loanGuarantees.guarantorId, guarantorId)),
      );
    if (!guarantee) throw notFound(APPLICATION_NOT_FOUND);
    if (application.status !== 'Pending') throw conflict(ALREADY_DECIDED, 'APPLICATION_DECIDED');
    if (guarantee.status !== 'Requested')
      throw conflict('You have already answered this request.', 'ALREADY_ANSWERED');
    let amountCents = 0;
    if (answer.decision === 'Accepted') {
      await lockSavingsAccount(tx, guarantorId);
      const settings = await requireSettings(tx);
      const position = (await borrowingPositions(tx, [guarantorId], settings.loanMultiplierX100)).get(
        guarantorId,
      );
      const free = position?.free ?? 0;
      if (answer.amount > free) {
        throw invalidField('amount', `must not be more than your free savings (${formatKES(free)})`);
      }
      amountCents = answer.amount;
    }
    await tx
      .update(loanGuarantees)
      .set({ status: answer.decision, amountCents, decidedAt: now })
      .where(eq(loanGuarantees.id, guarantee.id));
    await recordAudit(tx, who, {
      action: answer.decision === 'Accepted' ? 'accept' : 'decline',
      entity: 'loan_guarantee',
      entityId: guarantee.id,
      memberId: guarantorId,
      before: { status: guarantee.status },
      after: { status: answer.decision, amount: centsToKes(amountCents), application_id: applicationId },
    });
    await tellGuaranteeAnswered(tx, application, guarantorId, {
      accepted: answer.decision === 'Accepted',
      pledgedCents: amountCents,
    });
  });
  const application = await findApplication(db, applicationId);
  return (await toViews(db, [application!]))[0]!;
}
