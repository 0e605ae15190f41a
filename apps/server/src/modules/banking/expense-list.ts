import { centsToKes, type ExpenseListQuery, type ExpenseRow, systemAccounts } from '@links/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, expenses } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { defineList } from '../../lib/list.js';
import { matchesWordPrefixes } from '../../lib/text-search.js';
import {
  findMoneyAccount,
  moneyAccountIdsOfBanks,
  type ReversalRow,
  reversalMap,
  systemAccountId,
} from '../books/index.js';

export type ExpenseFilter = Pick<ExpenseListQuery, 'q' | 'account_id' | 'comment_type' | 'from' | 'to'>;

/** The indexed words of an expense (expenses_words_idx). */
const expenseWords = sql`to_tsvector('simple'::regconfig, ${expenses.commentType} || ' ' || coalesce(${expenses.comment}, ''))`;
const typeOrder = sql`lower(${expenses.commentType})`;

/** Cash on hand's name: an expense paid from it names no bank account. */
const CASH = systemAccounts.cash.name;

/** The expenses of one money account: a bank account's, or those of Cash on hand (no bank account). */
async function ofAccount(db: DbOrTx, accountId: number): Promise<SQL> {
  const account = await findMoneyAccount(db, accountId);
  if (!account) return sql`false`;
  return account.bankAccountId === null
    ? sql`${expenses.bankAccountId} is null`
    : sql`${expenses.bankAccountId} = ${account.bankAccountId}`;
}

/** The conditions of a filter, each served by an index of expenses (the accounts are few). */
async function conditionsOf(db: DbOrTx, filter: ExpenseFilter): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filter.account_id) conditions.push(await ofAccount(db, filter.account_id));
  if (filter.comment_type) conditions.push(sql`${typeOrder} = ${filter.comment_type.toLowerCase()}`);
  if (filter.from) conditions.push(sql`${expenses.spentOn} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${expenses.spentOn} <= ${filter.to}`);
  if (filter.q) {
    const words = matchesWordPrefixes(expenseWords, filter.q);
    const accountWords = sql`to_tsvector('simple'::regconfig, ${bankAccounts.name})`;
    const account = matchesWordPrefixes(accountWords, filter.q);
    const cash = matchesWordPrefixes(sql`to_tsvector('simple'::regconfig, ${CASH}::text)`, filter.q);
    const byAccount = account
      ? sql`(${expenses.bankAccountId} in (select ${bankAccounts.id} from ${bankAccounts} where ${account}) or (${expenses.bankAccountId} is null and ${cash}))`
      : undefined;
    conditions.push(words && byAccount ? sql`(${words} or ${byAccount})` : sql`false`);
  }
  return conditions;
}

interface Row {
  id: number;
  bankAccountId: number | null;
  spentOn: string;
  accountName: string;
  amountCents: number;
  commentType: string;
  comment: string | null;
  createdAt: Date;
}

const expenseRowOf = (row: Row, accountId: number, reversal: ReversalRow | undefined): ExpenseRow => ({
  expense_id: row.id,
  date: row.spentOn,
  account_id: accountId,
  account_name: row.accountName,
  amount: centsToKes(row.amountCents),
  comment_type: row.commentType,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  reversal: reversal ? { id: reversal.id, date: reversal.reversedOn, reason: reversal.reason } : null,
});

/**
 * GET /all-expenses (docs/decisions/banking.md, "Expenses"): expenses with their date and money account. A page's ids
 * are read from the order's index alone (expenses only: no join), then the page's rows by id.
 */
export const expenseList = defineList({
  sorts: {
    created_at: expenses.createdAt,
    date: expenses.spentOn,
    amount: expenses.amountCents,
    comment_type: { value: typeOrder, type: 'text' },
  },
  id: expenses.id,
  fields: {
    id: expenses.id,
    bankAccountId: expenses.bankAccountId,
    spentOn: expenses.spentOn,
    accountName: sql<string>`coalesce(${bankAccounts.name}, ${CASH}::text)`,
    amountCents: expenses.amountCents,
    commentType: expenses.commentType,
    comment: expenses.comment,
    createdAt: expenses.createdAt,
  },
  from: (db, fields) =>
    db
      .select(fields)
      .from(expenses)
      .leftJoin(bankAccounts, sql`${bankAccounts.id} = ${expenses.bankAccountId}`),
  core: (db, fields) => db.select(fields).from(expenses),
  pageByIds: true,
  where: async (db, filter: ExpenseFilter) => and(...(await conditionsOf(db, filter))),
  /** Each names its money account by its id (docs/decisions/money-accounts.md, "One id for each place money sits"). */
  rows: async (db, rows: Row[]) => {
    const banks = await moneyAccountIdsOfBanks(db, [
      ...new Set(rows.flatMap((row) => (row.bankAccountId === null ? [] : [row.bankAccountId]))),
    ]);
    const cash = rows.some((row) => row.bankAccountId === null) ? await systemAccountId(db, 'cash') : 0;
    const reversed = await reversalMap(
      db,
      'expense',
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      expenseRowOf(
        row,
        row.bankAccountId === null ? cash : (banks.get(row.bankAccountId) as number),
        reversed.get(row.id),
      ),
    );
  },
});

export const expenseCsvColumns: CsvColumn<ExpenseRow>[] = [
  ...fieldColumns<ExpenseRow>('expense_id', 'date', 'created_at', 'account_id', 'account_name'),
  ...amountColumns<ExpenseRow>('amount'),
  ...fieldColumns<ExpenseRow>('comment_type', 'comment'),
];
