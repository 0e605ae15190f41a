import type { ApprovalDecisionBody, ApprovalKind, ApprovalView, Clock } from '@links/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { approvalRequests, approvalVotes } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { officialIds } from '../directory/directory.service.js';
import { approvalViews, type RequestRow } from './approvals.queries.js';
import { executionOf } from './approvals.service.js';
import { kindOf } from './kinds.js';

export const APPROVAL_NOT_FOUND = 'Approval request not found.';

async function lockRequest(tx: Tx, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) throw notFound(APPROVAL_NOT_FOUND);
  return row;
}

/** Refuses a vote that may not be cast: a non-official, the beneficiary, a closed or expired request, a second vote. */
async function checkVoter(tx: Tx, row: RequestRow, context: SignedInContext, now: Date) {
  if (!(await officialIds(tx)).includes(context.userId)) {
    throw forbidden('Only an official decides on a request for the group’s money.');
  }
  if (row.beneficiaryId === context.userId) {
    throw forbidden('You gain from this request, so another official must decide on it.', 'BENEFICIARY');
  }
  if (row.status !== 'Pending') {
    throw conflict(`This request is already ${row.status.toLowerCase()}.`, 'APPROVAL_CLOSED');
  }
  if (row.expiresAt <= now) {
    throw conflict(
      `This request expired on ${row.expiresAt.toISOString().slice(0, 10)}; make it again.`,
      'APPROVAL_EXPIRED',
    );
  }
  const [voted] = await tx
    .select({ id: approvalVotes.id })
    .from(approvalVotes)
    .where(and(eq(approvalVotes.requestId, row.id), eq(approvalVotes.officialId, context.userId)));
  if (voted) throw conflict('You have already decided on this request.', 'ALREADY_DECIDED');
}

/**
 * POST /approvals/{id}/decision (docs/decisions/approvals.md, "Deciding"): the request row is
 * locked, the vote checked and recorded; a Reject closes the request; the last approval runs the
 * request in the same transaction, so a refusal of the use case (the account no longer holds the
 * money) refuses the vote and writes nothing, and of two last approvals at once one executes it.
 */
export async function decideRequest(
  db: Db,
  clock: Clock,
  id: number,
  body: ApprovalDecisionBody,
  context: SignedInContext,
): Promise<ApprovalView> {
  const run = executionOf(clock, context);
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    await checkVoter(tx, row, context, run.now);
    await tx.insert(approvalVotes).values({
      requestId: row.id,
      officialId: context.userId,
      decision: body.decision,
      reason: body.reason,
      decidedAt: run.now,
    });
    const approvals = await countApprovals(tx, row.id);
    let after: RequestRow = row;
    if (body.decision === 'Reject')
      after = await close(tx, row.id, { status: 'Rejected', decidedAt: run.now });
    else if (approvals >= row.requiredCount) {
      const spec = kindOf(row.kind as ApprovalKind);
      const payload = spec.payload.parse(row.payload);
      const answer = await spec.execute(tx, payload, {
        ...run,
        approverIds: await approverIdsOf(tx, row.id),
      });
      const { reference } = spec.about(payload, answer);
      after = await close(tx, row.id, { status: 'Approved', decidedAt: run.now, reference });
    }
    await recordAudit(tx, context, {
      action: body.decision === 'Approve' ? 'approve' : 'reject',
      entity: 'approval_request',
      entityId: row.id,
      memberId: row.beneficiaryId,
      before: { status: row.status, approvals: approvals - (body.decision === 'Approve' ? 1 : 0) },
      after: { status: after.status, approvals, reason: body.reason, reference: after.reference },
    });
    const [view] = await approvalViews(tx, [after], run.now);
    return view!;
  });
}

/** The officials who approved a request, in the order they did. */
async function approverIdsOf(tx: Tx, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: approvalVotes.officialId })
    .from(approvalVotes)
    .where(and(eq(approvalVotes.requestId, requestId), eq(approvalVotes.decision, 'Approve')))
    .orderBy(asc(approvalVotes.decidedAt), asc(approvalVotes.id));
  return rows.map((row) => row.id);
}

async function countApprovals(tx: Tx, requestId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalVotes)
    .where(and(eq(approvalVotes.requestId, requestId), eq(approvalVotes.decision, 'Approve')));
  return row?.n ?? 0;
}

async function close(
  tx: Tx,
  id: number,
  change: { status: 'Approved' | 'Rejected'; decidedAt: Date; reference?: string },
): Promise<RequestRow> {
  const [row] = await tx.update(approvalRequests).set(change).where(eq(approvalRequests.id, id)).returning();
  if (!row) throw new Error('The approval request disappeared while it was decided.');
  return row;
}
