import type { Clock, PayoutByHandInput, PayoutView } from '@links/domain';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import { findMoneyAccount, notAMoneyAccount } from '../books/index.js';
import { completePayout } from './complete.js';
import { lockedPayout, payoutView } from './payouts.service.js';
import { ALREADY_PAID, IN_FLIGHT } from './send.js';

/**
 * `POST /payouts/{payoutId}/paid-by-hand` (docs/decisions/payouts.md, "Paid by hand"): an official
 * records that a payout still owed (Pending, or Failed by Safaricom's word) was paid from a money
 * account; it posts the payout's one entry from that account. A payout with Safaricom is a 409.
 */
export async function payByHand(
  db: Db,
  clock: Clock,
  payoutId: number,
  input: PayoutByHandInput,
  who: RequestContext & { userId: number },
): Promise<PayoutView> {
  const row = await db.transaction(async (tx) => {
    const payout = await lockedPayout(tx, payoutId);
    if (payout.status === 'Sent') throw conflict(IN_FLIGHT, 'PAYOUT_IN_FLIGHT');
    if (payout.status === 'Completed') throw conflict(ALREADY_PAID, 'PAYOUT_COMPLETED');
    const account = await findMoneyAccount(tx, input.account_id);
    if (!account) throw notAMoneyAccount('account_id');
    await payOutOf(tx, account, payout.amountCents, { field: 'account_id' });
    const after = await completePayout(tx, payout, {
      method: 'hand',
      accountId: account.id,
      date: clock.today(),
      at: clock.now(),
      note: input.note ?? null,
      by: who.userId,
    });
    await recordAudit(tx, who, {
      action: 'pay',
      entity: 'payout',
      entityId: payout.id,
      memberId: payout.userId,
      before: { status: payout.status },
      after: { status: 'Completed', method: 'hand', account_id: account.id, note: input.note ?? null },
    });
    return after;
  });
  return payoutView(db, row);
}
