import type { AccountListQuery } from '@links/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { memberAccounts } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { defineList } from '../../lib/list.js';
import { memberColumns, memberJoin, memberMatches, nameOrder } from '../directory/index.js';
import { savingsBalance, savingsJoin } from '../savings/index.js';
import { type MemberAccountListRow, memberAccountRows } from './accounts.service.js';

export type AccountFilter = Pick<AccountListQuery, 'q' | 'role' | 'user_id'>;

/** The accounts joined to their holders: every filter and the count read these. */
const held = (db: DbOrTx, fields: SelectedFields) =>
  db
    .select(fields)
    .from(memberAccounts)
    .innerJoin(...memberJoin(memberAccounts.userId));

/**
 * GET /allacounts (docs/decisions/members.md, "Member accounts"): member accounts with their holders and
 * savings.
 */
export const accountList = defineList({
  sorts: {
    name: { value: nameOrder, type: 'text' },
    member_number: memberColumns.memberNo,
    savings: { value: sql`coalesce(${savingsBalance}, 0)`, type: 'bigint' },
    created_at: memberAccounts.createdAt,
  },
  id: memberAccounts.id,
  fields: { id: memberAccounts.id, userId: memberAccounts.userId },
  from: (db, fields) => held(db, fields).leftJoin(...savingsJoin(memberAccounts.userId)),
  core: held,
  where: (_db, filter: AccountFilter) => {
    const conditions: SQL[] = [];
    if (filter.q) conditions.push(memberMatches(filter.q, { private: true }));
    if (filter.role) conditions.push(eq(memberColumns.role, filter.role));
    if (filter.user_id) conditions.push(eq(memberAccounts.userId, filter.user_id));
    return and(...conditions);
  },
  rows: (db, accounts: { id: number; userId: number }[]) => memberAccountRows(db, accounts),
});

export const accountCsvColumns: CsvColumn<MemberAccountListRow>[] = [
  ...fieldColumns<MemberAccountListRow>(
    'account_id',
    'member_number',
    'firstname',
    'lastname',
    'email',
    'phone',
  ),
  ...amountColumns<MemberAccountListRow>('savings', 'monthly_expected'),
];
