import {
  APPROVAL_DAYS,
  type ApprovalKind,
  type ApprovalPending,
  type Clock,
  centsToKes,
  quorumOf,
  sentForApproval,
} from '@links/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { approvalRequests, approvalVotes } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { officialIds } from '../directory/directory.service.js';
import { approvalViews, type RequestRow } from './approvals.queries.js';
import type { About, Execution } from './kind.js';
import { type AnswerOf, kindOf, type PayloadOf, quorumSettings } from './kinds.js';

export type Outcome<Answer> = { done: true; answer: Answer } | { done: false; pending: ApprovalPending };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thrown inside the trial run's savepoint so that it rolls back what the use case wrote. */
class TrialRun extends Error {}

export const executionOf = (clock: Clock, context: SignedInContext): Execution => ({
  context,
  today: clock.today(),
  now: clock.now(),
  approverIds: [context.userId],
});

/**
 * A money call (docs/decisions/approvals.md, "Asking"): in one transaction the owning module's
 * use case runs inside a savepoint, which validates it fully with the usual 4xx. When the maker
 * alone makes the quorum (a lone official, quorum 1, an expense below the threshold) it stays
 * and the answer is the call's own, unchanged; otherwise the savepoint is rolled back and a
 * request is recorded with the maker's approval, if they count.
 */
export async function askOrAct<K extends ApprovalKind>(
  db: Db,
  clock: Clock,
  kind: K,
  payload: PayloadOf<K>,
  context: SignedInContext,
  options: {
    /**
     * A change that is not money out, made by the same call in the same transaction whatever
     * becomes of the request (a member's phone beside their office): refused with it, kept with it.
     */
    alongside?: (tx: Tx) => Promise<unknown>;
    /**
     * Always records a request, the maker's call not counting as an approval: the app asks on its own
     * finding (an M-Pesa reversal in a statement), for an official to decide (docs/decisions/reversals.md,
     * "M-Pesa reversals").
     */
    askOnly?: boolean;
  } = {},
): Promise<Outcome<AnswerOf<K>>> {
  return db.transaction(async (tx) => {
    await options.alongside?.(tx);
    return askOrActIn(tx, clock, kind, payload, context, { askOnly: options.askOnly });
  });
}

/**
 * `askOrAct` inside a transaction its caller holds: for a call that first writes something the
 * request is about (the create-user wizard's new user, whose office is then asked for). The trial
 * run is a savepoint of `tx`, so a request leaves the caller's own writes in place.
 */
export async function askOrActIn<K extends ApprovalKind>(
  tx: Tx,
  clock: Clock,
  kind: K,
  payload: PayloadOf<K>,
  context: SignedInContext,
  options: { askOnly?: boolean } = {},
): Promise<Outcome<AnswerOf<K>>> {
  const spec = kindOf(kind);
  const run = executionOf(clock, context);
  let outcome:
    | { answer: unknown; about: About; actsNow: boolean; required: number; makerCounts: boolean }
    | undefined;
  try {
    await tx.transaction(async (trial) => {
      // The quorum in force before the call: the call may be the one that changes it.
      const settings = await quorumSettings(trial);
      const officials = await officialIds(trial);
      const answer = await spec.execute(trial, payload, run);
      const about = spec.about(payload, answer);
      if (spec.needsQuorum && !spec.needsQuorum(payload, settings)) {
        outcome = { answer, about, actsNow: true, required: 0, makerCounts: true };
        return;
      }
      const quorum = quorumOf({
        required: settings.approvalsRequired,
        officials,
        makerId: context.userId,
        beneficiaryId: about.beneficiaryId,
      });
      // An app's own finding is always asked, the maker not counting (askOrAct's `askOnly`).
      const decided = options.askOnly
        ? { answer, about, required: Math.max(quorum.required, 1), makerCounts: false, actsNow: false }
        : { answer, about, ...quorum };
      outcome = decided;
      if (!decided.actsNow) throw new TrialRun();
    });
  } catch (error) {
    if (!(error instanceof TrialRun)) throw error;
  }
  if (!outcome) throw new Error('The trial run of a request ended without an outcome.');
  if (outcome.actsNow) return { done: true, answer: outcome.answer as AnswerOf<K> };
  const pending = await recordRequest(tx, { kind, payload, context, run, ...outcome });
  return { done: false, pending };
}

/**
 * Whether `makerId` alone makes the quorum in force for a request whose beneficiary is
 * `beneficiaryId` (docs/decisions/approvals.md, "How many must agree"): for a change that is not
 * itself a request but would let one official act as another (a reset of an official's password).
 */
export async function makerActsAlone(
  tx: Tx,
  makerId: number,
  beneficiaryId: number | null,
): Promise<boolean> {
  const settings = await quorumSettings(tx);
  const officials = await officialIds(tx);
  return quorumOf({ required: settings.approvalsRequired, officials, makerId, beneficiaryId }).actsNow;
}

async function recordRequest(
  tx: Tx,
  request: {
    kind: ApprovalKind;
    payload: unknown;
    context: SignedInContext;
    run: Execution;
    about: About;
    required: number;
    makerCounts: boolean;
  },
): Promise<ApprovalPending> {
  const { about, context, run } = request;
  if (about.subject !== null) await expireSubject(tx, about.subject, run.now);
  let row: RequestRow | undefined;
  try {
    [row] = await tx
      .insert(approvalRequests)
      .values({
        kind: request.kind,
        payload: request.payload,
        subject: about.subject,
        summary: about.summary,
        amountCents: about.amount,
        makerId: context.userId,
        beneficiaryId: about.beneficiaryId,
        requiredCount: request.required,
        createdAt: run.now,
        expiresAt: new Date(run.now.getTime() + APPROVAL_DAYS * DAY_MS),
      })
      .returning();
  } catch (error) {
    if (violatesUnique(error, 'approval_requests_one_pending')) {
      throw conflict('A request for this is already waiting for approval.', 'APPROVAL_PENDING');
    }
    throw error;
  }
  if (!row) throw new Error('The approval request insert returned no row');
  if (request.makerCounts) {
    await tx
      .insert(approvalVotes)
      .values({ requestId: row.id, officialId: context.userId, decision: 'Approve', decidedAt: run.now });
  }
  await recordAudit(tx, context, {
    action: 'create',
    entity: 'approval_request',
    entityId: row.id,
    memberId: row.beneficiaryId,
    after: {
      kind: row.kind,
      summary: row.summary,
      amount: row.amountCents === null ? null : centsToKes(row.amountCents),
      approvals_required: row.requiredCount,
      maker_approves: request.makerCounts,
    },
  });
  const [view] = await approvalViews(tx, [row], run.now);
  return {
    approval_id: row.id,
    kind: request.kind,
    status: 'Pending',
    approvals_required: row.requiredCount,
    approvals: view!.approvals,
    message: sentForApproval(view!.approvals.length, row.requiredCount),
  };
}

/** A pending request past its 14 days no longer holds its subject: it is marked Expired. */
async function expireSubject(tx: Tx, subject: string, now: Date) {
  await tx
    .update(approvalRequests)
    .set({ status: 'Expired', decidedAt: sql`${approvalRequests.expiresAt}` })
    .where(
      and(
        eq(approvalRequests.subject, subject),
        eq(approvalRequests.status, 'Pending'),
        lte(approvalRequests.expiresAt, now),
      ),
    );
}
