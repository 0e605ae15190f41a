import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's order: one sort value (a column or an expression, with its SQL type) and the id breaking
 * ties. The value is never null (every list sorts by columns declared not null, or by expressions of
 * them): a batch resumes by comparing it, and a null would compare as unknown and end the download.
 */
export interface ListOrder {
  value: SQL | AnyPgColumn;
  /** The SQL type the value is compared as when a batch resumes after a row (`timestamptz`, `bigint`). */
  type: string;
  id: AnyPgColumn;
  descending: boolean;
}

/** The ORDER BY of a list: the sort value, then the id, both in the list's direction. */
export const orderBy = (order: ListOrder) => {
  const direction = order.descending ? desc : asc;
  return [direction(order.value), direction(order.id)];
};

/**
 * Every row of a filtered list in its order, a batch at a time by keyset (the last row's sort
 * value, read as text so that no precision is lost, and its id), so memory stays flat however
 * long the list. `read` runs one batch's query with the extra condition and the limit.
 */
export async function* keysetBatches<Row>(
  order: ListOrder,
  read: (after: SQL | undefined, size: number) => Promise<(Row & { key: string | null; keyId: number })[]>,
  size = 1000,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  const compare = order.descending ? sql`<` : sql`>`;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = and(
      sql`(${order.value}, ${order.id}) ${compare} (cast(${last.key} as ${sql.raw(order.type)}), ${last.keyId})`,
    );
  }
}

/** The sort value as text, for `keysetBatches` to resume after. */
export const keyOf = (order: ListOrder) => sql<string | null>`(${order.value})::text`;
