import {
  bankAccountListQuery,
  bankAccountsListAnswer,
  expenseListQuery,
  expensesListAnswer,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../lib/csv.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { asksForPage } from '../../lib/list-request.js';
import {
  allBankAccounts,
  bankAccountBatches,
  bankAccountCsvColumns,
  bankAccountPage,
} from './bank-account-list.js';
import { allExpenses, expenseBatches, expenseCsvColumns, expensePage } from './expense-list.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * GET /all-bank-accounts and GET /all-expenses (decisions §5): without list parameters the whole
 * list as the spec calls it; with any of them a page, searched, filtered and sorted
 * (decisions §1); `format=csv` the whole filtered list as a file. Admins only.
 */
export function bankingListRoutes(instance: FastifyInstance, db: Db, guards: Guards) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/all-bank-accounts',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['banking'],
        summary:
          'Bank accounts with their balance, by name; with page, per_page, q or sort a page of them; format=csv downloads them',
        querystring: bankAccountListQuery,
        response: { 200: bankAccountsListAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { page, per_page, format, sort, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(
          reply,
          'bank-accounts.csv',
          bankAccountCsvColumns,
          bankAccountBatches(db, filter, sort),
        );
      }
      if (!asksForPage(request, Object.keys(bankAccountListQuery.shape))) {
        return { accounts: await allBankAccounts(db, filter, sort) };
      }
      return bankAccountPage(db, { page, per_page, sort, ...filter });
    },
  );

  app.get(
    '/all-expenses',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['banking'],
        summary:
          'Expenses, newest first; with page, per_page, q, account_id, comment_type, from, to or sort a page of them; format=csv downloads them',
        querystring: expenseListQuery,
        response: { 200: expensesListAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { page, per_page, format, sort, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsv(reply, 'expenses.csv', expenseCsvColumns, expenseBatches(db, filter, sort));
      }
      if (!asksForPage(request, Object.keys(expenseListQuery.shape))) {
        return { expenses: await allExpenses(db, filter, sort) };
      }
      return expensePage(db, { page, per_page, sort, ...filter });
    },
  );
}
