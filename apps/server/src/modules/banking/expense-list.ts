import { centsToKes, type ExpenseListQuery, type ExpenseRow } from '@links/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { bankAccounts, expenses } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { defineList } from '../../lib/list.js';
import { matchesWordPrefixes } from '../../lib/text-search.js';
import { type ReversalRow, reversalMap } from '../books/index.js';

export type ExpenseFilter = Pick<ExpenseListQuery, 'q' | 'account_id' | 'comment_type' | 'from' | 'to'>;

/** The indexed words of an expense (expenses_words_idx). */
const expenseWords = sql`to_tsvector('simple'::regconfig, ${expenses.commentType} || ' ' || coalesce(${expenses.comment}, ''))`;
const typeOrder = sql`lower(${expenses.commentType})`;

/** The first instant of a day in the group's time zone (docs/decisions/wire.md, "Dates" are Nairobi days). */
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

interface Row {
  id: number;
  accountId: number;
  accountName: string;
  amountCents: number;
  commentType: string;
  comment: string | null;
  createdAt: Date;
}

const expenseRowOf = (row: Row, reversal: ReversalRow | undefined): ExpenseRow => ({
  expense_id: row.id,
  account_id: row.accountId,
  account_name: row.accountName,
  amount: centsToKes(row.amountCents),
  comment_type: row.commentType,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  reversal: reversal ? { id: reversal.id, date: reversal.reversedOn, reason: reversal.reason } : null,
});

/**
 * GET /all-expenses (docs/decisions/banking.md, "Expenses"): expenses with their bank account. A page's ids
 * are read from the order's index alone (expenses only: no join), then the page's rows by id.
 */
export const expenseList = defineList({
  sorts: {
    created_at: expenses.createdAt,
    amount: expenses.amountCents,
    comment_type: { value: typeOrder, type: 'text' },
  },
  id: expenses.id,
  fields: {
    id: expenses.id,
    accountId: expenses.bankAccountId,
    accountName: bankAccounts.name,
    amountCents: expenses.amountCents,
    commentType: expenses.commentType,
    comment: expenses.comment,
    createdAt: expenses.createdAt,
  },
  from: (db, fields) =>
    db.select(fields).from(expenses).innerJoin(bankAccounts, eq(bankAccounts.id, expenses.bankAccountId)),
  core: (db, fields) => db.select(fields).from(expenses),
  pageByIds: true,
  where: (_db, filter: ExpenseFilter) => and(...conditionsOf(filter)),
  rows: async (db, rows: Row[]) => {
    const reversed = await reversalMap(
      db,
      'expense',
      rows.map((row) => row.id),
    );
    return rows.map((row) => expenseRowOf(row, reversed.get(row.id)));
  },
});

export const expenseCsvColumns: CsvColumn<ExpenseRow>[] = [
  ...fieldColumns<ExpenseRow>('expense_id', 'created_at', 'account_id', 'account_name'),
  ...amountColumns<ExpenseRow>('amount'),
  ...fieldColumns<ExpenseRow>('comment_type', 'comment'),
];
