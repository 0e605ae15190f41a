import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { type AuditedItem, itemFields } from '../transactions/index.js';
import type { TransactionsService } from '../transactions/transactions.service.js';
import type { IncomingPayment } from './record.js';

/**
 * Ignores a payment the caller has locked, with the reason, and writes its one `ignore` record: a
 * pending payment's transaction is rejected through the transactions service and its items, before
 * and after, are in the record. The treasurer's Ignore and a reversal on a statement both use it.
 */
export async function ignoreLockedPayment(
  tx: Tx,
  transactions: TransactionsService,
  who: SignedInContext,
  payment: IncomingPayment,
  reason: string,
): Promise<void> {
  const rejected =
    payment.status === 'pending' && payment.transactionId !== null
      ? await transactions.decideAll(who, payment.transactionId, { status: 'Rejected', reason }, tx, {
          record: false,
        })
      : null;
  const [ignored] = await tx
    .update(incomingPayments)
    .set({ status: 'ignored', note: reason, ignoredBy: who.userId })
    .where(eq(incomingPayments.id, payment.id))
    .returning();
  // A rejected transaction lets go of its payment (hooks.ts): the record keeps which it was.
  const items = (list: AuditedItem[]) => (rejected ? { items: list.map(itemFields) } : {});
  await recordAudit(tx, who, {
    action: 'ignore',
    entity: 'payment',
    entityId: payment.id,
    memberId: payment.userId,
    before: {
      status: payment.status,
      transaction_id: payment.transactionId,
      ...items(rejected?.before ?? []),
    },
    after: {
      status: 'ignored',
      reason,
      transaction_id: ignored?.transactionId ?? null,
      ...items(rejected?.after ?? []),
    },
  });
}
