import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { pageOfJournal } from './journal.queries.js';
import {
  balanceSheetAsOf,
  cashBook,
  incomeStatementFor,
  listAccounts,
  trialBalanceAsOf,
} from './reports.service.js';

/** A period that defaults to the year so far: 1 January of `to`'s year up to today. */
function yearToDate(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/** The books' reports (docs/books.md): admins only; every report as of any past date. */
export function booksRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['books'], (route) => {
    route(operations.booksAccounts, guards.admin, {
      summary: 'The chart of accounts with each balance; money=true keeps Cash on hand and the banks',
      handler: async (request) =>
        listAccounts(db, request.query.as_of ?? clock.today(), request.query.money === 'true'),
    });

    route(operations.journal, guards.admin, {
      summary: 'Journal entries with their lines, newest first',
      handler: async (request) => {
        const { page, per_page, from, to, account_id } = request.query;
        return pageOfJournal(db, { page, perPage: per_page, from, to, accountId: account_id });
      },
    });

    route(operations.trialBalance, guards.admin, {
      summary: 'The trial balance as of a date',
      handler: async (request) => trialBalanceAsOf(db, request.query.as_of ?? clock.today()),
    });

    route(operations.balanceSheet, guards.admin, {
      summary: 'The balance sheet as of a date',
      handler: async (request) => balanceSheetAsOf(db, request.query.as_of ?? clock.today()),
    });

    route(operations.incomeStatement, guards.admin, {
      summary: 'Income, expenses and the surplus of a period (default: the year to date)',
      handler: async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return incomeStatementFor(db, from, to);
      },
    });

    route(operations.cashBook, guards.admin, {
      summary: "A money account's movements with the running balance (default: the year to date)",
      handler: async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return cashBook(db, request.params.accountId, from, to);
      },
    });
  });
}
