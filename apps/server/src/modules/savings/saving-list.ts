import { centsToKes, paginationOf, type SavingListQuery, type SavingRow, sortOrder } from '@links/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { savingsAccounts } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { memberColumns, memberJoin, memberMatches, nameOrder } from '../members/index.js';

export type SavingFilter = Pick<SavingListQuery, 'q' | 'user_id'>;
export type SavingSort = SavingListQuery['sort'];

const sortValues = {
  name: { value: nameOrder, type: 'text' },
  amount_saved: { value: savingsAccounts.balanceCents, type: 'bigint' },
  expected_saving: { value: savingsAccounts.yearlyTargetCents, type: 'bigint' },
  created_at: { value: savingsAccounts.createdAt, type: 'timestamptz' },
} as const;

const orderOf = (sort: SavingSort): ListOrder => {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: savingsAccounts.id, descending };
};

function conditionsOf(filter: SavingFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(memberMatches(filter.q, { private: true }));
  if (filter.user_id) conditions.push(eq(savingsAccounts.userId, filter.user_id));
  return conditions;
}

const columns = {
  id: savingsAccounts.id,
  userId: savingsAccounts.userId,
  firstname: memberColumns.firstname,
  lastname: memberColumns.lastname,
  balanceCents: savingsAccounts.balanceCents,
  yearlyTargetCents: savingsAccounts.yearlyTargetCents,
};
interface Row {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  balanceCents: number;
  yearlyTargetCents: number;
}

/** A row of /all-savings (decisions §4): the balance and the yearly target in KES. */
const savingRowOf = (row: Row): SavingRow => ({
  saving_id: row.id,
  user_id: row.userId,
  user_firstname: row.firstname,
  user_lastname: row.lastname,
  amount_saved: centsToKes(row.balanceCents),
  expected_saving: centsToKes(row.yearlyTargetCents),
});

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(savingsAccounts)
    .innerJoin(...memberJoin(savingsAccounts.userId));

/** Every savings account of a filter, in order: the spec's whole list (no list parameters). */
export async function allSavings(db: DbOrTx, filter: SavingFilter, sort: SavingSort) {
  const rows = await joined(db)
    .where(and(...conditionsOf(filter)))
    .orderBy(...orderBy(orderOf(sort)));
  return rows.map(savingRowOf);
}

/** One page of savings accounts and the true totals (decisions §1). */
export async function savingPage(
  db: DbOrTx,
  query: Pick<SavingListQuery, 'page' | 'per_page' | 'sort'> & SavingFilter,
) {
  const { page, per_page, sort, ...filter } = query;
  const conditions = conditionsOf(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savingsAccounts)
    .innerJoin(...memberJoin(savingsAccounts.userId))
    .where(and(...conditions));
  const rows = await joined(db)
    .where(and(...conditions))
    .orderBy(...orderBy(orderOf(sort)))
    .offset((page - 1) * per_page)
    .limit(per_page);
  return { savings: rows.map(savingRowOf), pagination: paginationOf(page, per_page, counted?.n ?? 0) };
}

/** Every savings account of a filter in order, a batch at a time (GET /all-savings?format=csv). */
export async function* savingBatches(db: DbOrTx, filter: SavingFilter, sort: SavingSort) {
  const conditions = conditionsOf(filter);
  const order = orderOf(sort);
  const batches = keysetBatches<Row>(order, async (after, size) =>
    db
      .select({ ...columns, key: keyOf(order), keyId: savingsAccounts.id })
      .from(savingsAccounts)
      .innerJoin(...memberJoin(savingsAccounts.userId))
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
  for await (const batch of batches) yield batch.map(savingRowOf);
}

export const savingCsvColumns: CsvColumn<SavingRow>[] = [
  { header: 'saving_id', value: (s) => s.saving_id },
  { header: 'user_id', value: (s) => s.user_id },
  { header: 'firstname', value: (s) => s.user_firstname },
  { header: 'lastname', value: (s) => s.user_lastname },
  { header: 'amount_saved', value: (s) => csvAmount(s.amount_saved) },
  { header: 'expected_saving', value: (s) => csvAmount(s.expected_saving) },
];
