import type { Clock, WithdrawalAnswer } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import { closeWaitingPayout } from '../approvals/index.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { tellRejected } from './notices.js';
import { withdrawalView } from './views.js';
import { alreadyDecided, lockedWithdrawal } from './withdrawals.service.js';

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
    await closeWaitingPayout(tx, clock, `withdrawal:${row.id}`, reason, context);
    await tellRejected(tx, rejected, reason, context.at);
    return { ...(await withdrawalView(tx, rejected)), message: 'Withdrawal rejected; the member is told.' };
  });
}
