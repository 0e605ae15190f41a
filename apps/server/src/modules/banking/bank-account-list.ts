import {
  type BankAccountListQuery,
  type BankAccountRow,
  centsToKes,
  paginationOf,
  sortOrder,
} from '@links/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { matchesWordPrefixes } from '../../lib/text-search.js';

export type BankAccountFilter = Pick<BankAccountListQuery, 'q'>;
export type BankAccountSort = BankAccountListQuery['sort'];

const sortValues = {
  // bank_accounts_name_unique is on lower(name).
  name: { value: sql`lower(${bankAccounts.name})`, type: 'text' },
  amount: { value: bankAccounts.balanceCents, type: 'bigint' },
} as const;

const orderOf = (sort: BankAccountSort): ListOrder => {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: bankAccounts.id, descending };
};

/** A group has a handful of bank accounts: the start of any word of the name is searched as is. */
function conditionsOf(filter: BankAccountFilter): SQL[] {
  if (!filter.q) return [];
  const words = sql`to_tsvector('simple'::regconfig, ${bankAccounts.name})`;
  return [matchesWordPrefixes(words, filter.q) ?? sql`false`];
}

const columns = { id: bankAccounts.id, name: bankAccounts.name, balanceCents: bankAccounts.balanceCents };
interface Row {
  id: number;
  name: string;
  balanceCents: number;
}
const bankAccountRowOf = (row: Row): BankAccountRow => ({
  account_id: row.id,
  name: row.name,
  amount: centsToKes(row.balanceCents),
});

/** Every bank account of a filter, in order: the spec's whole list, by name (no list parameters). */
export async function allBankAccounts(db: DbOrTx, filter: BankAccountFilter, sort: BankAccountSort) {
  const rows = await db
    .select(columns)
    .from(bankAccounts)
    .where(and(...conditionsOf(filter)))
    .orderBy(...orderBy(orderOf(sort)));
  return rows.map(bankAccountRowOf);
}

/** One page of bank accounts and the true totals (decisions §1). */
export async function bankAccountPage(
  db: DbOrTx,
  query: Pick<BankAccountListQuery, 'page' | 'per_page' | 'sort'> & BankAccountFilter,
) {
  const { page, per_page, sort, ...filter } = query;
  const conditions = conditionsOf(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankAccounts)
    .where(and(...conditions));
  const rows = await db
    .select(columns)
    .from(bankAccounts)
    .where(and(...conditions))
    .orderBy(...orderBy(orderOf(sort)))
    .offset((page - 1) * per_page)
    .limit(per_page);
  return { accounts: rows.map(bankAccountRowOf), pagination: paginationOf(page, per_page, counted?.n ?? 0) };
}

/** Every bank account of a filter in order, a batch at a time (GET /all-bank-accounts?format=csv). */
export async function* bankAccountBatches(db: DbOrTx, filter: BankAccountFilter, sort: BankAccountSort) {
  const conditions = conditionsOf(filter);
  const order = orderOf(sort);
  const batches = keysetBatches<Row>(order, async (after, size) =>
    db
      .select({ ...columns, key: keyOf(order), keyId: bankAccounts.id })
      .from(bankAccounts)
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
  for await (const batch of batches) yield batch.map(bankAccountRowOf);
}

export const bankAccountCsvColumns: CsvColumn<BankAccountRow>[] = [
  { header: 'account_id', value: (a) => a.account_id },
  { header: 'name', value: (a) => a.name },
  { header: 'amount', value: (a) => csvAmount(a.amount) },
];
