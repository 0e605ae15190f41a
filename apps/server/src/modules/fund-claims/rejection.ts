import type { Clock, FundClaimAnswer } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fundClaims } from '../../db/schema.js';
import { closeWaitingPayout } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { alreadyDecided, lockedClaim } from './fund-claims.service.js';
import { tellClaimRejected } from './notices.js';
import { fundClaimView } from './views.js';

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
    await closeWaitingPayout(tx, clock, `fund_claim:${row.id}`, reason, context);
    const view = await fundClaimView(tx, rejected);
    await tellClaimRejected(tx, rejected, view.fund_name, reason, context.at);
    return { ...view, message: 'Claim rejected; the member is told.' };
  });
}
