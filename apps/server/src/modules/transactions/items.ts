import type { TransactionItemStatus, TransactionType } from '@links/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery, type Tx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { NewItem } from './transactions.service.js';

/** The items of other modules' interest (docs/decisions/payments.md: what a payment became). */
export interface ItemState {
  id: number;
  transactionId: number;
  type: TransactionType;
  amountCents: number;
  status: TransactionItemStatus;
  extra: string | null;
}

const itemColumns = {
  id: transactionItems.id,
  transactionId: transactionItems.transactionId,
  type: transactionItems.type,
  amountCents: transactionItems.amountCents,
  status: transactionItems.status,
  extra: transactionItems.extra,
};

/** The items of the given transactions, in the order they were written. */
export async function itemsOfTransactions(db: DbOrTx, transactionIds: number[]): Promise<ItemState[]> {
  if (transactionIds.length === 0) return [];
  return db
    .select(itemColumns)
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, transactionIds))
    .orderBy(asc(transactionItems.id));
}

/** The items whose reference (`extra`) is one of these codes, ignoring case. */
export async function itemsWithReferences(db: DbOrTx, references: string[]): Promise<ItemState[]> {
  if (references.length === 0) return [];
  const upper = references.map((reference) => reference.trim().toUpperCase());
  return db
    .select(itemColumns)
    .from(transactionItems)
    .where(
      and(sql`${transactionItems.extra} is not null`, inArray(sql`upper(${transactionItems.extra})`, upper)),
    );
}

/** The items with one reference (docs/decisions/speed.md, "Statements built once"). */
const itemsReferencing = preparedQuery<{ reference: string }, ItemState[]>('items_with_reference', (db) =>
  db
    .select(itemColumns)
    .from(transactionItems)
    .where(
      and(
        sql`${transactionItems.extra} is not null`,
        sql`upper(${transactionItems.extra}) = ${sql.placeholder('reference')}`,
      ),
    ),
);

/** The items whose reference (`extra`) is this code, ignoring case. */
export function itemsWithReference(db: DbOrTx, reference: string): Promise<ItemState[]> {
  return itemsReferencing(db, { reference: reference.trim().toUpperCase() });
}

/**
 * Replaces the items of a transaction whose items are all still Pending (a treasurer changing the
 * split of a payment before approving it, docs/decisions/payments.md, "The proposed split"): the transaction
 * row is locked first, as a decision locks it, so a split cannot change under an approval.
 */
export async function replacePendingItems(tx: Tx, transactionId: number, items: NewItem[]): Promise<void> {
  await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.id, transactionId))
    .for('update');
  const current = await itemsOfTransactions(tx, [transactionId]);
  if (current.some((item) => item.status !== 'Pending')) {
    throw conflict('Only a transaction whose items are all pending can be split again.', 'ALREADY_DECIDED');
  }
  await tx.delete(transactionItems).where(eq(transactionItems.transactionId, transactionId));
  await tx.insert(transactionItems).values(items.map((item) => ({ transactionId, ...item })));
}
