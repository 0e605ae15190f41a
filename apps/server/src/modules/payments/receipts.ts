import { isMpesaReceipt, normalizeReceipt } from '@links/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery, rawStatement, type Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { itemsWithReference } from '../transactions/index.js';

export type IncomingPayment = typeof incomingPayments.$inferSelect;

/** One key per M-Pesa receipt, whichever way it arrived: the callback and the statement meet here. */
export const mpesaKey = (receipt: string) => `mpesa:${normalizeReceipt(receipt)}`;

/**
 * Takes the receipts' locks for the rest of the database transaction, in a fixed order, so that a
 * payment arriving and the same receipt typed by hand (or the same callback twice, on two servers)
 * are decided one after the other (docs/decisions/payments.md, "Callbacks").
 */
export async function lockReceipts(tx: Tx, receipts: string[]): Promise<void> {
  const codes = [...new Set(receipts.map(normalizeReceipt))].sort();
  for (const code of codes) await receiptLock(tx, { lock: `links.receipt:${code}` });
}

/** A receipt's lock (docs/decisions/speed.md, "Statements built once"). */
const receiptLock = preparedQuery<{ lock: string }, unknown>('receipt_lock', (db) =>
  rawStatement(db, sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('lock')}))`),
);

/** The payment under a key (docs/decisions/speed.md, "Statements built once"). */
const paymentUnderKey = preparedQuery<{ receiptKey: string }, IncomingPayment[]>('payment_by_key', (db) =>
  db
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.receiptKey, sql.placeholder('receiptKey'))),
);

/** The payment already recorded under this key, if any. */
export async function paymentByKey(db: DbOrTx, receiptKey: string): Promise<IncomingPayment | undefined> {
  const [row] = await paymentUnderKey(db, { receiptKey });
  return row;
}

/** Which of these receipts some payment already has. */
export async function receivedReceipts(db: DbOrTx, receipts: string[]): Promise<string[]> {
  if (receipts.length === 0) return [];
  const rows = await db
    .select({ receipt: incomingPayments.receipt })
    .from(incomingPayments)
    .where(inArray(incomingPayments.receiptKey, receipts.map(mpesaKey)));
  return rows.map((row) => row.receipt);
}

/** Whether a receipt was typed by hand as the reference of an item not rejected. */
export async function typedByHand(db: DbOrTx, receipt: string): Promise<boolean> {
  const items = await itemsWithReference(db, receipt);
  return items.some((item) => item.status !== 'Rejected');
}

/** The references of a transaction's items that are M-Pesa receipts. */
export const receiptsAmong = (references: string[]) =>
  references.filter(isMpesaReceipt).map(normalizeReceipt);
