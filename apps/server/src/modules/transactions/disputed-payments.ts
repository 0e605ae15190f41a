import type { TransactionType } from '@links/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';

/** A payment transaction as a dispute names it (docs/decisions/disputes.md, "A line"). */
export interface PaymentLine {
  transactionId: number;
  userId: number;
  date: string;
  totalCents: number;
  status: string;
  /** What its items pay: SAVING, LTL, STL. */
  types: TransactionType[];
}

/** The payment transactions among `ids`, with the kinds of their items. */
export async function paymentLines(db: DbOrTx, ids: number[]): Promise<PaymentLine[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      transactionId: transactions.id,
      userId: transactions.userId,
      date: transactions.transactionDate,
      totalCents: transactions.totalCents,
      status: transactions.status,
    })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  const items = await db
    .select({ transactionId: transactionItems.transactionId, type: transactionItems.type })
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, ids));
  return rows.map((row) => ({
    ...row,
    types: [...new Set(items.filter((item) => item.transactionId === row.transactionId).map((i) => i.type))],
  }));
}
