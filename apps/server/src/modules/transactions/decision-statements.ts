import type { TransactionType } from '@links/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { givenAsIs, preparedQuery, type Tx } from '../../db/client.js';
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

/**
 * The transaction's items of the given types, one statement built for each set of types asked
 * (docs/decisions/speed.md, "Statements built once").
 */
const itemsOfTypes = new Map<string, (db: Tx, values: { id: number }) => Promise<TransactionItem[]>>();
export function itemsOf(tx: Tx, id: number, types: readonly TransactionType[]): Promise<TransactionItem[]> {
  const key = types.join(',');
  let read = itemsOfTypes.get(key);
  if (!read) {
    read = preparedQuery<{ id: number }, TransactionItem[]>(`transaction_items_of_${key}`, (db) =>
      db
        .select()
        .from(transactionItems)
        .where(
          and(
            eq(transactionItems.transactionId, sql.placeholder('id')),
            inArray(transactionItems.type, [...types]),
          ),
        ),
    );
    itemsOfTypes.set(key, read);
  }
  return read(tx, { id });
}
export type TransactionItem = typeof transactionItems.$inferSelect;

/** The decision written on `count` items still pending, one statement built for each count. */
const decideStatements = new Map<
  number,
  (db: Tx, values: Record<string, unknown>) => Promise<TransactionItem[]>
>();

/** Writes the decision on those of the items still pending; answers the items it decided. */
export function decideItems(
  tx: Tx,
  ids: readonly number[],
  decision: { status: 'Approved' | 'Rejected'; decidedBy: number; rejectReason: string | null },
): Promise<TransactionItem[]> {
  let statement = decideStatements.get(ids.length);
  if (!statement) {
    const count = ids.length;
    statement = preparedQuery<Record<string, unknown>, TransactionItem[]>(
      `transaction_items_decide_${count}`,
      (db) =>
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
    decideStatements.set(count, statement);
  }
  const values: Record<string, unknown> = { ...decision };
  ids.forEach((id, i) => {
    values[`id${i}`] = id;
  });
  return statement(tx, values);
}
