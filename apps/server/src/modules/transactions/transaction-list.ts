import { paginationOf, sortOrder, type TransactionListQuery } from '@links/domain';
import { and, asc, desc, eq, gte, inArray, like, lte, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listCounters, transactionItems, transactions } from '../../db/schema.js';
import { reversedCondition } from '../books/index.js';
import { memberIdsNamed } from '../directory/index.js';

export type ListFilter = Omit<TransactionListQuery, 'page' | 'per_page' | 'format' | 'lang' | 'sort'>;
export type ListSort = TransactionListQuery['sort'];

const sortColumns = {
  created_at: transactions.position,
  transaction_date: transactions.transactionDate,
  total_payed: transactions.totalCents,
};

/** The conditions of a filter, each served by an index of transactions or their items. */
export async function filterConditions(db: DbOrTx, filter: ListFilter): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(...statusConditions(filter.status));
  if (filter.user_id) conditions.push(eq(transactions.userId, filter.user_id));
  if (filter.from) conditions.push(gte(transactions.transactionDate, filter.from));
  if (filter.to) conditions.push(lte(transactions.transactionDate, filter.to));
  if (filter.type) {
    conditions.push(
      sql`exists (select 1 from ${transactionItems} where ${transactionItems.transactionId} = ${transactions.id} and ${transactionItems.type} = ${filter.type})`,
    );
  }
  if (filter.q) {
    const named = await memberIdsNamed(db, filter.q);
    const byReceipt = sql`${transactions.id} in (select ${transactionItems.transactionId} from ${transactionItems} where lower(${transactionItems.extra}) = ${filter.q.toLowerCase()})`;
    conditions.push(named.length ? sql`(${inArray(transactions.userId, named)} or ${byReceipt})` : byReceipt);
  }
  return conditions;
}

/**
 * A reversed transaction keeps its items' statuses (its approved items stay `Approved`), so `Reversed` is
 * read from its reversal and the other statuses keep only the transactions that stand
 * (docs/decisions/reversals.md, "The transaction list's Reversed filter").
 */
function statusConditions(status: NonNullable<ListFilter['status']>): SQL[] {
  const reversed = reversedCondition('transaction', transactions.id);
  return status === 'Reversed' ? [reversed] : [eq(transactions.status, status), not(reversed)];
}

/** How many transactions of a status were reversed since, to take from the kept total of that status. */
async function reversedInStatus(db: DbOrTx, status: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.status, status), reversedCondition('transaction', transactions.id)));
  return row?.n ?? 0;
}

/**
 * Totals kept by triggers (list_counters), read in one query: all transactions (`transactions`,
 * also the newest position, as positions are gapless) and those in each status.
 */
async function countedTotals(db: DbOrTx, status: string | undefined) {
  const rows = await db
    .select({ name: listCounters.name, n: listCounters.n })
    .from(listCounters)
    .where(like(listCounters.name, 'transactions%'));
  const all = rows.find((row) => row.name === 'transactions')?.n ?? 0;
  const inStatus = rows
    .filter((row) => row.name.startsWith('transactions:'))
    .filter((row) => status === undefined || row.name === `transactions:${status}`)
    .reduce((sum, row) => sum + row.n, 0);
  return { all, inStatus };
}

const onlyStatus = (filter: ListFilter) =>
  !filter.q && !filter.user_id && !filter.from && !filter.to && !filter.type && filter.status !== 'Reversed';

/**
 * The ids of one page, in order, and the total. Unfiltered, newest or oldest first, a page is a
 * range of gapless positions (no scan, whatever the depth); filtered by status only, the total
 * is kept by triggers (less the few reversed since) and the page read from the (status, position)
 * index; `Reversed` and any other filter are
 * counted and paged through its index.
 */
export async function pageIds(
  db: DbOrTx,
  filter: ListFilter,
  sort: ListSort,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; pagination: ReturnType<typeof paginationOf> }> {
  const { field, descending } = sortOrder(sort);
  const offset = (page - 1) * perPage;
  const byPosition = field === 'created_at';
  if (onlyStatus(filter) && byPosition) {
    const { all: last, inStatus: total } = await countedTotals(db, filter.status);
    if (!filter.status) {
      const range = descending
        ? lte(transactions.position, last - offset)
        : gte(transactions.position, offset + 1);
      const rows = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(range)
        .orderBy(descending ? desc(transactions.position) : asc(transactions.position))
        .limit(perPage);
      return { ids: rows.map((r) => r.id), pagination: paginationOf(page, perPage, total) };
    }
    const standing = total - (await reversedInStatus(db, filter.status));
    const ids = await orderedIds(db, statusConditions(filter.status), sort, offset, perPage);
    return { ids, pagination: paginationOf(page, perPage, standing) };
  }
  const conditions = await filterConditions(db, filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(...conditions));
  const ids = await orderedIds(db, conditions, sort, offset, perPage);
  return { ids, pagination: paginationOf(page, perPage, counted?.n ?? 0) };
}

async function orderedIds(db: DbOrTx, conditions: SQL[], sort: ListSort, offset: number, limit: number) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(...conditions))
    .orderBy(...orderOf(sort))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The order of a sort, with the position breaking ties so that the order is total. */
export function orderOf(sort: ListSort) {
  const { field, descending } = sortOrder(sort);
  const direction = descending ? desc : asc;
  return field === 'created_at'
    ? [direction(transactions.position)]
    : [direction(sortColumns[field]), direction(transactions.position)];
}

/**
 * Every transaction of a filter in the list's order, a batch at a time by keyset (the last
 * row's sort value and position), so that memory stays flat however long the list.
 */
export async function* idBatches(db: DbOrTx, filter: ListFilter, sort: ListSort, size = 1000) {
  const conditions = await filterConditions(db, filter);
  const { field, descending } = sortOrder(sort);
  const column = sortColumns[field];
  const compare = descending ? sql`<` : sql`>`;
  let after: { value: unknown; position: number } | undefined;
  for (;;) {
    const keyset = after
      ? field === 'created_at'
        ? sql`${transactions.position} ${compare} ${after.position}`
        : sql`(${column}, ${transactions.position}) ${compare} (${after.value}, ${after.position})`
      : undefined;
    const rows = await db
      .select({ id: transactions.id, value: column, position: transactions.position })
      .from(transactions)
      .where(and(...conditions, keyset))
      .orderBy(...orderOf(sort))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    const last = rows[rows.length - 1]!;
    after = { value: last.value, position: last.position };
    if (rows.length < size) return;
  }
}
