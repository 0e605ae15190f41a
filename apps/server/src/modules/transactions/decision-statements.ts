import type { TransactionType } from '@links/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { givenAsIs, preparedQueries, preparedQuery, type Tx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';

// The statements of a decision on a transaction's items, each built once
// (docs/decisions/speed.md, "Statements built once").

/** The transaction, locked for its decision (docs/decisions/speed.md, "Statements built once"). */
export const lockedTransaction = preparedQuery<{ id: number }, (typeof transactions.$inferSelect)[]>(
  'transaction_locked_for_decision',
  (db) =>
    db
      .select()
      .from(transactions)
      .where(eq(transactions.id, sql.placeholder('id')))
      .for('update'),
);

/** The transaction's items of the given types: one statement for each set of types asked. */
const itemsOfTypes = preparedQueries<string, { id: number }, TransactionItem[]>(
  'transaction_items_of',
  (db, types) =>
    db
      .select()
      .from(transactionItems)
      .where(
        and(
          eq(transactionItems.transactionId, sql.placeholder('id')),
          inArray(transactionItems.type, types.split(',') as TransactionType[]),
        ),
      ),
);
export const itemsOf = (tx: Tx, id: number, types: readonly TransactionType[]) =>
  itemsOfTypes(tx, types.join(','), { id });
export type TransactionItem = typeof transactionItems.$inferSelect;

/** The decision written on items still pending: one statement for each number of items. */
const decideCount = preparedQueries<number, Record<string, unknown>, TransactionItem[]>(
  'transaction_items_decide',
  (db, count) =>
    db
      .update(transactionItems)
      .set({
        status: givenAsIs('status'),
        decidedBy: givenAsIs('decidedBy'),
        decidedAt: sql`now()`,
        rejectReason: givenAsIs('rejectReason'),
      })
      .where(
        and(
          inArray(
            transactionItems.id,
            Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`)),
          ),
          eq(transactionItems.status, 'Pending'),
        ),
      )
      .returning(),
);

/** Writes the decision on those of the items still pending; answers the items it decided. */
export function decideItems(
  tx: Tx,
  ids: readonly number[],
  decision: { status: 'Approved' | 'Rejected'; decidedBy: number; rejectReason: string | null },
): Promise<TransactionItem[]> {
  const values: Record<string, unknown> = { ...decision };
  ids.forEach((id, i) => {
    values[`id${i}`] = id;
  });
  return decideCount(tx, ids.length, values);
}
