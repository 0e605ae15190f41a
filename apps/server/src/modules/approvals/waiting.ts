import { type ApprovalKind, type Clock, sentForApproval } from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SignedInContext } from '../audit/audit.service.js';
import { pendingRequestAbout } from './approvals.queries.js';
import { askOrAct, type Outcome } from './approvals.service.js';
import { decideRequest } from './decide-request.js';
import type { PayloadOf } from './kinds.js';

/**
 * An official's yes to a payout of `subject` (docs/decisions/approvals.md, "Deciding"): when its
 * request already waits for the quorum (a member's own request), the call is the official's vote on
 * it; otherwise it asks the quorum. Once carried out, `done` reads the thing as it now is.
 */
export async function voteOrAsk<K extends ApprovalKind, Answer>(
  db: Db,
  clock: Clock,
  ask: { kind: K; subject: string; payload: PayloadOf<K> },
  context: SignedInContext,
  done: () => Promise<Answer>,
): Promise<Outcome<Answer>> {
  const waiting = await pendingRequestAbout(db, ask.subject, clock.now());
  if (waiting === undefined)
    return askOrAct(db, clock, ask.kind, ask.payload, context) as Promise<Outcome<Answer>>;
  const request = await decideRequest(db, clock, waiting, { decision: 'Approve', reason: null }, context);
  if (request.status === 'Pending') {
    const pending = {
      approval_id: request.id,
      kind: request.kind,
      status: 'Pending' as const,
      approvals_required: request.approvals_required,
      approvals: request.approvals,
      message: sentForApproval(request.approvals.length, request.approvals_required),
    };
    return { done: false, pending };
  }
  return { done: true, answer: await done() };
}

/**
 * A payout still waiting for the quorum is closed with the official's Reject of its subject, so that
 * the queue does not hold a request that can no longer be carried out. When their vote may not close
 * it (they approved it already), it stays until it expires, and carrying it out is a 409.
 */
export async function closeWaitingPayout(
  tx: Tx,
  clock: Clock,
  subject: string,
  reason: string,
  context: SignedInContext,
): Promise<void> {
  const waiting = await pendingRequestAbout(tx, subject, clock.now());
  if (waiting === undefined) return;
  try {
    await decideRequest(tx as unknown as Db, clock, waiting, { decision: 'Reject', reason }, context);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
