import { type BankAccountListQuery, type BankAccountRow, centsToKes } from '@links/domain';
import { sql } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { defineList } from '../../lib/list.js';
import { matchesWordPrefixes } from '../../lib/text-search.js';
import { bankBalanceColumns, bankBalanceJoin, moneyAccountIdsOfBanks } from '../books/index.js';

export type BankAccountFilter = Pick<BankAccountListQuery, 'q'>;

interface Row {
  id: number;
  name: string;
  balanceCents: number;
}

/**
 * GET /all-bank-accounts (docs/decisions/banking.md, "Paying an expense"): the group's bank accounts with
 * their balance, each by its money account id.
 */
export const bankAccountList = defineList({
  sorts: {
    // bank_accounts_name_unique is on lower(name).
    name: { value: sql`lower(${bankAccounts.name})`, type: 'text' },
    // account_balances_bank_idx (balance, bank account id): the kept balance of each bank's books account.
    amount: bankBalanceColumns.balanceCents,
  },
  id: bankAccounts.id,
  fields: { id: bankAccounts.id, name: bankAccounts.name, balanceCents: bankBalanceColumns.balanceCents },
  from: (db, fields) =>
    db
      .select(fields)
      .from(bankAccounts)
      .innerJoin(...bankBalanceJoin(bankAccounts.id)),
  /** A group has a handful of bank accounts: the start of any word of the name is searched as is. */
  where: (_db, filter: BankAccountFilter) => {
    if (!filter.q) return undefined;
    const words = sql`to_tsvector('simple'::regconfig, ${bankAccounts.name})`;
    return matchesWordPrefixes(words, filter.q) ?? sql`false`;
  },
  /** Each named by its money account id (docs/decisions/money-accounts.md, "One id for each place money sits"). */
  rows: async (db, rows: Row[]) => {
    const ids = await moneyAccountIdsOfBanks(
      db,
      rows.map((row) => row.id),
    );
    return rows.map(
      (row): BankAccountRow => ({
        account_id: ids.get(row.id) as number,
        name: row.name,
        amount: centsToKes(row.balanceCents),
      }),
    );
  },
});

export const bankAccountCsvColumns: CsvColumn<BankAccountRow>[] = [
  ...fieldColumns<BankAccountRow>('account_id', 'name'),
  ...amountColumns<BankAccountRow>('amount'),
];
