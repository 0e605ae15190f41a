import { type AccountListQuery, paginationOf, sortOrder } from '@links/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberAccounts, savingsAccounts, users } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { memberMatches, nameOrder } from '../members/index.js';
import { type MemberAccountListRow, memberAccountRows } from './accounts.service.js';

export type AccountFilter = Pick<AccountListQuery, 'q' | 'role' | 'user_id'>;
export type AccountSort = AccountListQuery['sort'];

const sortValues = {
  name: { value: nameOrder, type: 'text' },
  member_number: { value: users.memberNo, type: 'integer' },
  savings: { value: sql`coalesce(${savingsAccounts.balanceCents}, 0)`, type: 'bigint' },
  created_at: { value: memberAccounts.createdAt, type: 'timestamptz' },
} as const;

const orderOf = (sort: AccountSort): ListOrder => {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: memberAccounts.id, descending };
};

function conditionsOf(filter: AccountFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(memberMatches(filter.q, { private: true }));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.user_id) conditions.push(eq(memberAccounts.userId, filter.user_id));
  return conditions;
}

/** The accounts of a filter joined to their holders and savings, for ordering and searching. */
const joined = (db: DbOrTx) =>
  db
    .select({ id: memberAccounts.id, userId: memberAccounts.userId })
    .from(memberAccounts)
    .innerJoin(users, eq(users.id, memberAccounts.userId))
    .leftJoin(savingsAccounts, eq(savingsAccounts.userId, memberAccounts.userId));

/** Every account of a filter, in order: the spec's whole list (no list parameters). */
export async function allAccounts(db: DbOrTx, filter: AccountFilter, sort: AccountSort) {
  const accounts = await joined(db)
    .where(and(...conditionsOf(filter)))
    .orderBy(...orderBy(orderOf(sort)));
  return memberAccountRows(db, accounts);
}

/** One page of accounts and the true totals (decisions §1). */
export async function accountPage(
  db: DbOrTx,
  query: Pick<AccountListQuery, 'page' | 'per_page' | 'sort'> & AccountFilter,
) {
  const { page, per_page, sort, ...filter } = query;
  const conditions = conditionsOf(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberAccounts)
    .innerJoin(users, eq(users.id, memberAccounts.userId))
    .where(and(...conditions));
  const accounts = await joined(db)
    .where(and(...conditions))
    .orderBy(...orderBy(orderOf(sort)))
    .offset((page - 1) * per_page)
    .limit(per_page);
  return {
    accounts: await memberAccountRows(db, accounts),
    pagination: paginationOf(page, per_page, counted?.n ?? 0),
  };
}

/** Every account of a filter in order, a batch at a time (GET /allacounts?format=csv). */
export async function* accountBatches(db: DbOrTx, filter: AccountFilter, sort: AccountSort) {
  const conditions = conditionsOf(filter);
  const order = orderOf(sort);
  const batches = keysetBatches<{ id: number; userId: number }>(order, async (after, size) =>
    db
      .select({
        id: memberAccounts.id,
        userId: memberAccounts.userId,
        key: keyOf(order),
        keyId: memberAccounts.id,
      })
      .from(memberAccounts)
      .innerJoin(users, eq(users.id, memberAccounts.userId))
      .leftJoin(savingsAccounts, eq(savingsAccounts.userId, memberAccounts.userId))
      .where(and(...conditions, after))
      .orderBy(...orderBy(order))
      .limit(size),
  );
  for await (const batch of batches) yield await memberAccountRows(db, batch);
}

export const accountCsvColumns: CsvColumn<MemberAccountListRow>[] = [
  { header: 'account_id', value: (a) => a.account_id },
  { header: 'member_number', value: (a) => a.member_number },
  { header: 'firstname', value: (a) => a.firstname },
  { header: 'lastname', value: (a) => a.lastname },
  { header: 'email', value: (a) => a.email },
  { header: 'phone', value: (a) => a.phone },
  { header: 'savings', value: (a) => csvAmount(a.savings) },
  { header: 'monthly_expected', value: (a) => csvAmount(a.monthly_expected) },
];
