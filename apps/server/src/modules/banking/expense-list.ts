import { centsToKes, type ExpenseListQuery, type ExpenseRow, paginationOf, sortOrder } from '@links/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, expenses } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { matchesWordPrefixes } from '../../lib/text-search.js';

export type ExpenseFilter = Pick<ExpenseListQuery, 'q' | 'account_id' | 'comment_type' | 'from' | 'to'>;
export type ExpenseSort = ExpenseListQuery['sort'];

/** The indexed words of an expense (expenses_words_idx). */
const expenseWords = sql`to_tsvector('simple'::regconfig, ${expenses.commentType} || ' ' || coalesce(${expenses.comment}, ''))`;
const typeOrder = sql`lower(${expenses.commentType})`;

const sortValues = {
  created_at: { value: expenses.createdAt, type: 'timestamptz' },
  amount: { value: expenses.amountCents, type: 'bigint' },
  comment_type: { value: typeOrder, type: 'text' },
} as const;

const orderOf = (sort: ExpenseSort): ListOrder => {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: expenses.id, descending };
};

/** The first instant of a day in the group's time zone (decisions §1: dates are Nairobi days). */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Africa/Nairobi')`;

/** The conditions of a filter, each served by an index of expenses (the accounts are few). */
function conditionsOf(filter: ExpenseFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.account_id) conditions.push(eq(expenses.bankAccountId, filter.account_id));
  if (filter.comment_type) conditions.push(eq(typeOrder, filter.comment_type.toLowerCase()));
  if (filter.from) conditions.push(sql`${expenses.createdAt} >= ${startOfDay(filter.from)}`);
  if (filter.to) conditions.push(sql`${expenses.createdAt} < ${startOfDay(filter.to)} + interval '1 day'`);
  if (filter.q) {
    const words = matchesWordPrefixes(expenseWords, filter.q);
    const accountWords = sql`to_tsvector('simple'::regconfig, ${bankAccounts.name})`;
    const account = matchesWordPrefixes(accountWords, filter.q);
    const byAccount = account
      ? sql`${expenses.bankAccountId} in (select ${bankAccounts.id} from ${bankAccounts} where ${account})`
      : undefined;
    conditions.push(words && byAccount ? sql`(${words} or ${byAccount})` : sql`false`);
  }
  return conditions;
}

const columns = {
  id: expenses.id,
  accountId: expenses.bankAccountId,
  accountName: bankAccounts.name,
  amountCents: expenses.amountCents,
  commentType: expenses.commentType,
  comment: expenses.comment,
  createdAt: expenses.createdAt,
};
interface Row {
  id: number;
  accountId: number;
  accountName: string;
  amountCents: number;
  commentType: string;
  comment: string | null;
  createdAt: Date;
}

const expenseRowOf = (row: Row): ExpenseRow => ({
  expense_id: row.id,
  account_id: row.accountId,
  account_name: row.accountName,
  amount: centsToKes(row.amountCents),
  comment_type: row.commentType,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

const joined = (db: DbOrTx) =>
  db.select(columns).from(expenses).innerJoin(bankAccounts, eq(bankAccounts.id, expenses.bankAccountId));

/** Every expense of a filter, in order: the spec's whole list, newest first (no list parameters). */
export async function allExpenses(db: DbOrTx, filter: ExpenseFilter, sort: ExpenseSort) {
  const rows = await joined(db)
    .where(and(...conditionsOf(filter)))
    .orderBy(...orderBy(orderOf(sort)));
  return rows.map(expenseRowOf);
}

/**
 * One page of expenses and the true totals (decisions §1). The page's ids are read from the
 * order's index alone (expenses only: no join), so a deep page costs the index entries it skips,
 * not the rows; then the page's ten rows are read by id.
 */
export async function expensePage(
  db: DbOrTx,
  query: Pick<ExpenseListQuery, 'page' | 'per_page' | 'sort'> & ExpenseFilter,
) {
  const { page, per_page, sort, ...filter } = query;
  const conditions = conditionsOf(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(expenses)
    .where(and(...conditions));
  const ids = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(...conditions))
    .orderBy(...orderBy(orderOf(sort)))
    .offset((page - 1) * per_page)
    .limit(per_page);
  const rows = ids.length
    ? await joined(db).where(
        inArray(
          expenses.id,
          ids.map((row) => row.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    expenses: ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [expenseRowOf(row)] : [];
    }),
    pagination: paginationOf(page, per_page, counted?.n ?? 0),
  };
}

/** Every expense of a filter in order, a batch at a time (GET /all-expenses?format=csv). */
export async function* expenseBatches(db: DbOrTx, filter: ExpenseFilter, sort: ExpenseSort) {
  const conditions = conditionsOf(filter);
  const order = orderOf(sort);
  const batches = keysetBatches<Row>(order, async (after, size) =>
    db
      .select({ ...columns, key: keyOf(order), keyId: expenses.id })
      .from(expenses)
      .innerJoin(bankAccounts, eq(bankAccounts.id, expenses.bankAccountId))
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
  for await (const batch of batches) yield batch.map(expenseRowOf);
}

export const expenseCsvColumns: CsvColumn<ExpenseRow>[] = [
  { header: 'expense_id', value: (e) => e.expense_id },
  { header: 'created_at', value: (e) => e.created_at },
  { header: 'account_id', value: (e) => e.account_id },
  { header: 'account_name', value: (e) => e.account_name },
  { header: 'amount', value: (e) => csvAmount(e.amount) },
  { header: 'comment_type', value: (e) => e.comment_type },
  { header: 'comment', value: (e) => e.comment },
];
