import type { Clock, FundClaimAnswer } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { fundClaims } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { decideRequest, pendingRequestAbout } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { alreadyDecided, lockedClaim } from './fund-claims.service.js';
import { tellClaimRejected } from './notices.js';
import { fundClaimView } from './views.js';

/**
 * A payout still waiting for the quorum is closed with the official's Reject; when their vote may not
 * close it (they approved it already) it stays until it expires, and carrying it out is a 409.
 */
async function closeWaitingPayout(
  tx: Tx,
  clock: Clock,
  id: number,
  reason: string,
  context: SignedInContext,
) {
  const waiting = await pendingRequestAbout(tx, `fund_claim:${id}`, clock.now());
  if (waiting === undefined) return;
  try {
    await decideRequest(tx as unknown as Db, clock, waiting, { decision: 'Reject', reason }, context);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** POST /fund-claims/{id}/rejection (docs/decisions/fund-claims.md, "Rejecting a claim"). */
export async function rejectClaim(
  db: Db,
  clock: Clock,
  claimId: number,
  reason: string,
  context: SignedInContext,
): Promise<FundClaimAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedClaim(tx, claimId);
    if (row.status !== 'Requested') throw alreadyDecided(row);
    const [rejected] = await tx
      .update(fundClaims)
      .set({ status: 'Rejected', rejectionReason: reason, decidedBy: context.userId, decidedAt: context.at })
      .where(eq(fundClaims.id, row.id))
      .returning();
    if (!rejected) throw new Error('The rejected fund claim was not updated');
    await recordAudit(tx, context, {
      action: 'reject',
      entity: 'fund_claim',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: { status: 'Rejected', reason },
    });
    await closeWaitingPayout(tx, clock, row.id, reason, context);
    const view = await fundClaimView(tx, rejected);
    await tellClaimRejected(tx, rejected, view.fund_name, reason, context.at);
    return { ...view, message: 'Claim rejected; the member is told.' };
  });
}
