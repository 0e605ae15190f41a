import { type FineListQuery, type FineView, paginationOf, sortOrder } from '@links/domain';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fines } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { memberIdsMatching } from '../members/index.js';
import { namesOf } from '../members/members.service.js';
import { owed, toFineView } from './fines.service.js';

export type FineFilter = Omit<FineListQuery, 'page' | 'per_page' | 'format' | 'sort'>;
export type FineSort = FineListQuery['sort'];

const sortValues = {
  charged_on: { value: fines.chargedOn, type: 'date' },
  amount: { value: fines.amountCents, type: 'bigint' },
} as const;

function fineOrder(sort: FineSort): ListOrder {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: fines.id, descending };
}

async function whereOf(db: DbOrTx, filter: FineFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(fines.userId, filter.user_id),
    filter.status === 'owed' ? gt(owed, 0) : undefined,
    people === undefined ? undefined : people.length ? inArray(fines.userId, people) : sql`false`,
  );
}

async function viewsOf(db: DbOrTx, rows: (typeof fines.$inferSelect)[]): Promise<FineView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => toFineView(row, names.get(row.userId)));
}

/** GET /fines and /fines/user/{userId}: newest charge first unless sorted, paged (decisions §1). */
export async function pageOfFines(
  db: DbOrTx,
  filter: FineFilter,
  sort: FineSort,
  page: number,
  perPage: number,
) {
  const where = await whereOf(db, filter);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(fines).where(where);
  const rows = await db
    .select()
    .from(fines)
    .where(where)
    .orderBy(...orderBy(fineOrder(sort)))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { fines: await viewsOf(db, rows), pagination: paginationOf(page, perPage, total?.n ?? 0) };
}

/** Every fine of a filter in the list's order, a batch at a time (the CSV download). */
export async function* fineBatches(db: DbOrTx, filter: FineFilter, sort: FineSort) {
  const where = await whereOf(db, filter);
  const order = fineOrder(sort);
  const batches = keysetBatches(order, (after, limit) =>
    db
      .select({ fine: fines, key: keyOf(order), keyId: fines.id })
      .from(fines)
      .where(and(where, after))
      .orderBy(...orderBy(order))
      .limit(limit),
  );
  for await (const batch of batches)
    yield await viewsOf(
      db,
      batch.map((row) => row.fine),
    );
}

export const fineCsvColumns: CsvColumn<FineView>[] = [
  { header: 'id', value: (f) => f.id },
  { header: 'charged_on', value: (f) => f.charged_on },
  { header: 'user_id', value: (f) => f.user_id },
  { header: 'member', value: (f) => `${f.firstname} ${f.lastname}` },
  { header: 'kind', value: (f) => f.kind },
  { header: 'period', value: (f) => f.period },
  { header: 'loan_id', value: (f) => f.loan_id },
  { header: 'amount', value: (f) => csvAmount(f.amount) },
  { header: 'paid', value: (f) => csvAmount(f.paid) },
  { header: 'waived', value: (f) => csvAmount(f.waived) },
  { header: 'status', value: (f) => f.status },
  { header: 'waive_reason', value: (f) => f.waive_reason },
];
