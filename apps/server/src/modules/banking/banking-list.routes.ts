import { operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { bankAccountCsvColumns, bankAccountList } from './bank-account-list.js';
import { expenseCsvColumns, expenseList } from './expense-list.js';

/**
 * GET /all-bank-accounts and GET /all-expenses (docs/decisions/banking.md, "Expenses"): without list
 * parameters the whole list as the spec calls it; with any of them a page, searched, filtered and sorted
 * (docs/decisions/wire.md, "Pages of a list"); `format=csv` the whole filtered list as a file. Admins only.
 */
export function bankingListRoutes(instance: FastifyInstance, db: Db, guards: Guards) {
  const tags = ['banking'];
  registerList(instance, db, {
    ...listOperation(operations.allBankAccounts),
    onRequest: guards.admin,
    tags,
    summary:
      'Bank accounts with their balance, by name; with page, per_page, q or sort a page of them; format=csv downloads them',
    list: bankAccountList,
    name: 'accounts',
    csv: { file: 'bank-accounts.csv', columns: bankAccountCsvColumns },
    whole: {},
  });
  registerList(instance, db, {
    ...listOperation(operations.allExpenses),
    onRequest: guards.admin,
    tags,
    summary:
      'Expenses, newest first; with page, per_page, q, account_id, comment_type, from, to or sort a page of them; format=csv downloads them',
    list: expenseList,
    name: 'expenses',
    csv: { file: 'expenses.csv', columns: expenseCsvColumns },
    whole: {},
  });
}
