import { and, eq, gte, like, lte, sql } from 'drizzle-orm';
import { preparedQuery, type Tx } from '../../db/client.js';
import { incomingPayments, stkRequests } from '../../db/schema.js';
import { lockReceipts, mpesaKey, paymentByKey } from './receipts.js';

/**
 * Payments an STK status query recorded before their receipt was known (docs/decisions/daraja.md, "The
 * status query"): kept under `stk:<CheckoutRequestID>` until the receipt comes.
 */
const QUERY_SETTLED = 'stk:%';
const LEEWAY_MS = 60_000;

/** Writes a receipt onto a query-settled payment, unless another payment already holds it. */
export async function attachReceipt(tx: Tx, paymentId: number, receipt: string): Promise<void> {
  // Under the receipt's lock, as every recording of it (docs/decisions/payments.md, "Callbacks").
  await lockReceipts(tx, [receipt]);
  if (await paymentByKey(tx, mpesaKey(receipt))) return;
  await tx
    .update(incomingPayments)
    .set({ receipt, receiptKey: mpesaKey(receipt) })
    .where(and(eq(incomingPayments.id, paymentId), like(incomingPayments.receiptKey, QUERY_SETTLED)));
}

/**
 * The query-settled payment of an amount for an account reference, paid in a window, locked
 * (docs/decisions/speed.md, "Statements built once").
 */
const claimable = preparedQuery<
  { amountCents: number; accountRef: string; from: Date; to: Date },
  { id: number }[]
>('query_settled_claimable', (db) =>
  db
    .select({ id: incomingPayments.id })
    .from(incomingPayments)
    .innerJoin(
      stkRequests,
      and(eq(stkRequests.groupId, incomingPayments.groupId), eq(stkRequests.paymentId, incomingPayments.id)),
    )
    .where(
      and(
        like(incomingPayments.receiptKey, QUERY_SETTLED),
        eq(incomingPayments.amountCents, sql.placeholder('amountCents')),
        sql`upper(${incomingPayments.accountRef}) = upper(${sql.placeholder('accountRef')})`,
        lte(stkRequests.requestedAt, sql.placeholder('to')),
        gte(stkRequests.settledAt, sql.placeholder('from')),
      ),
    )
    .orderBy(incomingPayments.id)
    .limit(1)
    .for('update'),
);

/**
 * The query-settled payment a payment arriving with its receipt is: the same amount for the same member
 * number, paid between when its STK request was asked and when the query settled it (a minute's
 * leeway), which then takes the receipt; undefined when there is none. Another payment of the same
 * amount at another time stays a payment of its own.
 */
export async function claimQuerySettled(
  tx: Tx,
  arriving: { receipt: string; amountCents: number; accountRef: string | null; paidAt: string },
) {
  if (!arriving.accountRef) return undefined;
  const paidAt = new Date(arriving.paidAt);
  if (Number.isNaN(paidAt.getTime())) return undefined;
  const [found] = await claimable(tx, {
    amountCents: arriving.amountCents,
    accountRef: arriving.accountRef,
    from: new Date(paidAt.getTime() - LEEWAY_MS),
    to: new Date(paidAt.getTime() + LEEWAY_MS),
  });
  if (!found) return undefined;
  const [claimed] = await tx
    .update(incomingPayments)
    .set({ receipt: arriving.receipt, receiptKey: mpesaKey(arriving.receipt) })
    .where(eq(incomingPayments.id, found.id))
    .returning();
  return claimed;
}
