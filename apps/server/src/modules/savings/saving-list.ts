import { centsToKes, type SavingListQuery, type SavingRow } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { savingsAccounts, savingsBalances } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { defineList } from '../../lib/list.js';
import { memberColumns, memberJoin, memberMatches, nameOrder } from '../directory/index.js';

export type SavingFilter = Pick<SavingListQuery, 'q' | 'user_id'>;

interface Row {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  balanceCents: number;
  yearlyTargetCents: number;
}

/**
 * A row of /all-savings (docs/decisions/members.md, "Savings lists"): the balance and the yearly target in
 * KES.
 */
const savingRowOf = (row: Row): SavingRow => ({
  saving_id: row.id,
  user_id: row.userId,
  user_firstname: row.firstname,
  user_lastname: row.lastname,
  amount_saved: centsToKes(row.balanceCents),
  expected_saving: centsToKes(row.yearlyTargetCents),
});

/** GET /all-savings (docs/decisions/members.md, "Savings lists"): savings accounts with their savers. */
export const savingList = defineList({
  sorts: {
    name: { value: nameOrder, type: 'text' },
    // savings_balances_balance_idx (balance, savings account id).
    amount_saved: savingsBalances.balanceCents,
    expected_saving: savingsAccounts.yearlyTargetCents,
    created_at: savingsAccounts.createdAt,
  },
  id: savingsAccounts.id,
  fields: {
    id: savingsAccounts.id,
    userId: savingsAccounts.userId,
    firstname: memberColumns.firstname,
    lastname: memberColumns.lastname,
    balanceCents: savingsBalances.balanceCents,
    yearlyTargetCents: savingsAccounts.yearlyTargetCents,
  },
  from: (db, fields) =>
    db
      .select(fields)
      .from(savingsAccounts)
      .innerJoin(savingsBalances, eq(savingsBalances.savingsAccountId, savingsAccounts.id))
      .innerJoin(...memberJoin(savingsAccounts.userId)),
  where: (_db, filter: SavingFilter) => {
    const conditions: SQL[] = [];
    if (filter.q) conditions.push(memberMatches(filter.q, { private: true }));
    if (filter.user_id) conditions.push(eq(savingsAccounts.userId, filter.user_id));
    return and(...conditions);
  },
  rows: (_db, rows: Row[]) => rows.map(savingRowOf),
});

export const savingCsvColumns: CsvColumn<SavingRow>[] = [
  ...fieldColumns<SavingRow>('saving_id', 'user_id'),
  { header: 'firstname', value: (s) => s.user_firstname },
  { header: 'lastname', value: (s) => s.user_lastname },
  ...amountColumns<SavingRow>('amount_saved', 'expected_saving'),
];
