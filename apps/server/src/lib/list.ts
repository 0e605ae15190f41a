import { type Pagination, paginationOf, type SortKey, sortOrder } from '@links/domain';
import { and, Column, count, getTableColumns, inArray, is, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from './keyset.js';

type Sortable = SQL | AnyPgColumn;

/** What the list builder asks of a select once its tables are named: a filter, an order, a page. */
export interface ListSelect {
  where(where: SQL | undefined): PromiseLike<unknown[]> & {
    orderBy(...by: Sortable[]): PromiseLike<unknown[]> & {
      limit(size: number): PromiseLike<unknown[]> & { offset(skip: number): PromiseLike<unknown[]> };
    };
  };
}

/** How a list reads its rows: its tables, sort values, filters and the rows it answers. */
export interface ListSpec<Filter, Field extends string, Raw, Row> {
  /**
   * The value each sort field orders by: a column, or an expression with its SQL type (which the
   * keyset of a download casts to; a column's own type otherwise).
   */
  sorts: Record<Field, AnyPgColumn | { value: SQL; type: string }>;
  /** The id breaking ties. */
  id: AnyPgColumn;
  /** The columns read for a row (a table's columns: `getTableColumns`). */
  fields: SelectedFields;
  /** The tables: `db.select(fields).from(…)` and its joins. */
  from(db: DbOrTx, fields: SelectedFields): ListSelect;
  /**
   * Fewer tables that hold every filter and sort value, when the others only add columns: the
   * count reads them, and with `pageByIds` so does a page's ids.
   */
  core?(db: DbOrTx, fields: SelectedFields): ListSelect;
  /**
   * A page's ids are read from the order's index on `core` alone, so a deep page costs the index
   * entries it skips, not the rows; then the page's rows are read by id.
   */
  pageByIds?: boolean;
  /** The condition of a filter (undefined: every row). */
  where(db: DbOrTx, filter: Filter): SQL | undefined | Promise<SQL | undefined>;
  /** The rows a list answers, from the rows read. */
  rows(db: DbOrTx, raw: Raw[], filter: Filter): Row[] | Promise<Row[]>;
  /** How many rows a download reads at a time. */
  batchSize?: number;
}

/** A list built by `defineList`: the whole of it, one page, or every row a batch at a time. */
export interface List<Filter, Field extends string, Row> {
  /** The ORDER BY of a sort, for a list's own reads of the same rows. */
  orderBy(sort: SortKey<Field>): SQL[];
  /** The condition of a filter. */
  where(db: DbOrTx, filter: Filter): Promise<SQL | undefined>;
  all(db: DbOrTx, filter: Filter, sort: SortKey<Field>): Promise<Row[]>;
  page(
    db: DbOrTx,
    filter: Filter,
    sort: SortKey<Field>,
    page: number,
    perPage: number,
  ): Promise<{ rows: Row[]; pagination: Pagination }>;
  /** Every row of a filter in order (the CSV download); the filter is checked before it starts. */
  batches(db: DbOrTx, filter: Filter, sort: SortKey<Field>, size?: number): Promise<AsyncGenerator<Row[]>>;
}

/**
 * One list of the API (docs/decisions/wire.md, "Pages of a list"): filtered, sorted with the id breaking
 * ties, counted and paged, and downloaded by keyset batches so that memory stays flat however long the list.
 */
export function defineList<Filter, Field extends string, Raw, Row>(
  spec: ListSpec<Filter, Field, Raw, Row>,
): List<Filter, Field, Row> {
  const orderOf = (sort: SortKey<Field>): ListOrder => {
    const { field, descending } = sortOrder(sort);
    const by = spec.sorts[field];
    const sorted = is(by, Column)
      ? { value: by as AnyPgColumn, type: by.getSQLType() }
      : (by as { value: SQL; type: string });
    return { ...sorted, id: spec.id, descending };
  };
  const core = spec.core ?? spec.from;
  const read = async (db: DbOrTx, filter: Filter, raw: PromiseLike<unknown[]>) =>
    spec.rows(db, (await raw) as Raw[], filter);

  async function pageRows(
    db: DbOrTx,
    where: SQL | undefined,
    sort: SortKey<Field>,
    page: number,
    perPage: number,
  ) {
    if (!spec.pageByIds) {
      return spec
        .from(db, spec.fields)
        .where(where)
        .orderBy(...orderBy(orderOf(sort)))
        .limit(perPage)
        .offset((page - 1) * perPage);
    }
    const ids = (await core(db, { id: spec.id })
      .where(where)
      .orderBy(...orderBy(orderOf(sort)))
      .limit(perPage)
      .offset((page - 1) * perPage)) as { id: number }[];
    if (ids.length === 0) return [];
    const found = (await spec.from(db, spec.fields).where(
      inArray(
        spec.id,
        ids.map((row) => row.id),
      ),
    )) as { id: number }[];
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  return {
    orderBy: (sort) => orderBy(orderOf(sort)),
    where: async (db, filter) => spec.where(db, filter),
    async all(db, filter, sort) {
      const where = await spec.where(db, filter);
      return read(
        db,
        filter,
        spec
          .from(db, spec.fields)
          .where(where)
          .orderBy(...orderBy(orderOf(sort))),
      );
    },
    async page(db, filter, sort, page, perPage) {
      const where = await spec.where(db, filter);
      const [counted] = (await core(db, { n: count() }).where(where)) as { n: number }[];
      const rows = await read(db, filter, pageRows(db, where, sort, page, perPage));
      return { rows, pagination: paginationOf(page, perPage, counted?.n ?? 0) };
    },
    async batches(db, filter, sort, size = spec.batchSize) {
      const where = await spec.where(db, filter);
      const order = orderOf(sort);
      const batches = keysetBatches<Raw & { key: string | null; keyId: number }>(
        order,
        async (after, limit) =>
          (await spec
            .from(db, { ...spec.fields, key: keyOf(order), keyId: spec.id })
            .where(and(where, after))
            .orderBy(...orderBy(order))
            .limit(limit)) as (Raw & { key: string | null; keyId: number })[],
        size,
      );
      return (async function* () {
        for await (const batch of batches) {
          yield await spec.rows(
            db,
            batch.map(({ key: _key, keyId: _keyId, ...row }) => row as Raw),
            filter,
          );
        }
      })();
    },
  };
}

/** A list of one table's rows, whole, ordered by its sort values with its id breaking ties. */
export function tableList<Filter, Field extends string, Raw, Row>(
  table: PgTable & { id: AnyPgColumn },
  spec: Omit<ListSpec<Filter, Field, Raw, Row>, 'id' | 'fields' | 'from'>,
): List<Filter, Field, Row> {
  return defineList({
    id: table.id,
    fields: getTableColumns(table),
    from: (db, fields) => db.select(fields).from(table),
    ...spec,
  });
}

/** The rows whose `column` is among the ids a search found: none found keeps none, no search all. */
export const amongIds = (column: AnyPgColumn, ids: number[] | undefined): SQL | undefined =>
  ids === undefined ? undefined : ids.length ? inArray(column, ids) : sql`false`;
