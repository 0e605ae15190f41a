import type { SQL } from 'drizzle-orm';
import { givenAsIs, preparedQueries, preparedQuery, type Tx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import type { NewTransaction } from './transactions.service.js';

// The statements writing a new transaction and its items, each built once
// (docs/decisions/speed.md, "Statements built once").

const TRANSACTION_COLUMNS = ['userId', 'totalCents', 'transactionDate', 'comment', 'createdBy'] as const;
const ITEM_COLUMNS = ['type', 'amountCents', 'extra', 'contributionKindId', 'rotationId'] as const;

type Row = typeof transactions.$inferSelect;
type ItemRow = typeof transactionItems.$inferSelect;
type Values = Record<string, string | number | null>;

const insertRow = preparedQuery<Values, Row[]>('transaction_insert', (db) =>
  db
    .insert(transactions)
    .values(
      Object.fromEntries(TRANSACTION_COLUMNS.map((name) => [name, givenAsIs(name)])) as Record<
        (typeof TRANSACTION_COLUMNS)[number],
        SQL
      >,
    )
    .returning(),
);

/** The item columns of item `i`, as placeholders named `<column><i>`. */
const itemPlaceholders = (i: number) =>
  Object.fromEntries([
    ['transactionId', givenAsIs('transactionId')],
    ...ITEM_COLUMNS.map((name) => [name, givenAsIs(`${name}${i}`)]),
  ]) as Record<'transactionId' | (typeof ITEM_COLUMNS)[number], SQL>;

/** The items: one statement for each number of items (a transaction has at most 20). */
const insertItems = preparedQueries<number, Values, ItemRow[]>('transaction_items_insert', (db, count) =>
  db
    .insert(transactionItems)
    .values(Array.from({ length: count }, (_, i) => itemPlaceholders(i)))
    .returning(),
);

/** Writes a transaction and its Pending items inside the caller's database transaction. */
export async function insertTransaction(tx: Tx, input: NewTransaction) {
  const [row] = await insertRow(tx, {
    userId: input.userId,
    totalCents: input.totalCents,
    transactionDate: input.date,
    comment: input.comment,
    createdBy: input.createdBy,
  });
  const transactionId = row!.id;
  const items = await insertItems(tx, input.items.length, itemValues(transactionId, input.items));
  return { id: transactionId, row: row!, items };
}

function itemValues(transactionId: number, items: NewTransaction['items']): Values {
  const values: Values = { transactionId };
  items.forEach((item, i) => {
    values[`type${i}`] = item.type;
    values[`amountCents${i}`] = item.amountCents;
    values[`extra${i}`] = item.extra;
    values[`contributionKindId${i}`] = item.contributionKindId ?? null;
    values[`rotationId${i}`] = item.rotationId ?? null;
  });
  return values;
}
