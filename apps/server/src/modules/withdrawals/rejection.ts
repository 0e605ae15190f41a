import type { Clock, WithdrawalAnswer } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { decideRequest, pendingRequestAbout } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { tellRejected } from './notices.js';
import { withdrawalView } from './views.js';
import { alreadyDecided, lockedWithdrawal } from './withdrawals.service.js';

/**
 * A payout still waiting for the quorum is closed with the official's Reject, so that the queue does
 * not hold a request that can no longer be carried out. When their vote may not close it (they
 * approved it already), it stays until it expires, and carrying it out is a 409.
 */
async function closeWaitingPayout(
  tx: Tx,
  clock: Clock,
  id: number,
  reason: string,
  context: SignedInContext,
) {
  const waiting = await pendingRequestAbout(tx, `withdrawal:${id}`, clock.now());
  if (waiting === undefined) return;
  try {
    await decideRequest(tx as unknown as Db, clock, waiting, { decision: 'Reject', reason }, context);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** POST /withdrawals/{id}/rejection: an official refuses a withdrawal still Requested; the member is told why. */
export async function rejectWithdrawal(
  db: Db,
  clock: Clock,
  withdrawalId: number,
  reason: string,
  context: SignedInContext,
): Promise<WithdrawalAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockedWithdrawal(tx, withdrawalId);
    if (row.status !== 'Requested') throw alreadyDecided(row);
    const [rejected] = await tx
      .update(withdrawals)
      .set({ status: 'Rejected', rejectionReason: reason, decidedBy: context.userId, decidedAt: context.at })
      .where(eq(withdrawals.id, row.id))
      .returning();
    if (!rejected) throw new Error('The rejected withdrawal was not updated');
    await recordAudit(tx, context, {
      action: 'reject',
      entity: 'withdrawal',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: { status: 'Rejected', reason },
    });
    await closeWaitingPayout(tx, clock, row.id, reason, context);
    await tellRejected(tx, rejected, reason, context.at);
    return { ...(await withdrawalView(tx, rejected)), message: 'Withdrawal rejected; the member is told.' };
  });
}
