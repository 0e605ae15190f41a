import { isMpesaReceipt, normalizeReceipt } from '@links/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { incomingPayments } from '../../db/schema.js';
import { itemsWithReferences } from '../transactions/index.js';

/** One key per M-Pesa receipt, whichever way it arrived: the callback and the statement meet here. */
export const mpesaKey = (receipt: string) => `mpesa:${normalizeReceipt(receipt)}`;

/**
 * Takes the receipts' locks for the rest of the database transaction, in a fixed order, so that a
 * payment arriving and the same receipt typed by hand (or the same callback twice, on two servers)
 * are decided one after the other (docs/decisions/payments.md, "Callbacks").
 */
export async function lockReceipts(tx: Tx, receipts: string[]): Promise<void> {
  const codes = [...new Set(receipts.map(normalizeReceipt))].sort();
  for (const code of codes) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`links.receipt:${code}`}))`);
  }
}

/** The payment already recorded under this key, if any. */
export async function paymentByKey(db: DbOrTx, receiptKey: string) {
  const [row] = await db.select().from(incomingPayments).where(eq(incomingPayments.receiptKey, receiptKey));
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
  const items = await itemsWithReferences(db, [receipt]);
  return items.some((item) => item.status !== 'Rejected');
}

/** The references of a transaction's items that are M-Pesa receipts. */
export const receiptsAmong = (references: string[]) =>
  references.filter(isMpesaReceipt).map(normalizeReceipt);
