import { randomUUID } from 'node:crypto';
import { centsToKes, SAME_ACCOUNT, transfer } from '@links/domain';
import type { Db } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findMoneyAccount, lockAccounts, notAMoneyAccount } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import type { TransferInput } from './banking.schemas.js';
import { payOutOf } from './money.js';

export const TRANSFER_RECORDED = 'Transfer recorded.';

/**
 * POST /books/transfers: banks cash or moves money between banks, refusing an overdraft of the
 * account it leaves. Both accounts are locked in id order first, so transfers in opposite
 * directions wait for each other instead of deadlocking.
 */
export async function transferMoney(db: Db, input: TransferInput, context: SignedInContext) {
  // The body schema refuses this already; a caller without it is refused the same way.
  if (input.from_account_id === input.to_account_id) {
    throw unprocessable(SAME_ACCOUNT, { to_account_id: SAME_ACCOUNT }, 'VALIDATION_FAILED');
  }
  return db.transaction(async (tx) => {
    const from = await findMoneyAccount(tx, input.from_account_id);
    if (!from) throw notAMoneyAccount('from_account_id');
    const to = await findMoneyAccount(tx, input.to_account_id);
    if (!to) throw notAMoneyAccount('to_account_id');
    await lockAccounts(tx, [from.id, to.id]);
    await payOutOf(tx, from, input.amount);
    const entryId = await postEntry(tx, {
      kind: 'transfer',
      ref: randomUUID(),
      date: input.date,
      memo: input.memo ?? `Transfer from ${from.name} to ${to.name}`,
      lines: transfer({ from: from.id, to: to.id }, input.amount),
      createdBy: context.userId,
    });
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'transfer',
      entityId: entryId,
      after: {
        from_account_id: from.id,
        from_account: from.name,
        to_account_id: to.id,
        to_account: to.name,
        amount: centsToKes(input.amount),
        date: input.date,
        memo: input.memo ?? null,
      },
    });
    return { entry_id: entryId, message: TRANSFER_RECORDED };
  });
}
