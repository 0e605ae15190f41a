import {
  balanceSheetAnswer,
  booksAccountsAnswer,
  type Clock,
  cashBookAnswer,
  incomeStatementAnswer,
  journalAnswer,
  journalListQuery,
  trialBalanceAnswer,
} from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { asOfQuery, periodQuery } from '../../lib/date-schemas.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { pageOfJournal } from './journal.queries.js';
import {
  balanceSheetAsOf,
  cashBook,
  incomeStatementFor,
  listAccounts,
  trialBalanceAsOf,
} from './reports.service.js';

const errors = refusals(401, 403, 422);
/** A period that defaults to the year so far: 1 January of `to`'s year up to today. */
function yearToDate(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/** The books' reports (docs/books.md): admins only; every report as of any past date. */
export function booksRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['books'], (route) => {
    route.get('/books/accounts', guards.admin, {
      summary: 'The chart of accounts with each balance; money=true keeps Cash on hand and the banks',
      querystring: asOfQuery.extend({ money: z.enum(['true', 'false']).optional() }),
      response: { 200: booksAccountsAnswer, ...errors },
      handler: async (request) =>
        listAccounts(db, request.query.as_of ?? clock.today(), request.query.money === 'true'),
    });

    route.get('/books/journal', guards.admin, {
      summary: 'Journal entries with their lines, newest first',
      querystring: journalListQuery,
      response: { 200: journalAnswer, ...errors },
      handler: async (request) => {
        const { page, per_page, from, to, account_id } = request.query;
        return pageOfJournal(db, { page, perPage: per_page, from, to, accountId: account_id });
      },
    });

    route.get('/books/trial-balance', guards.admin, {
      summary: 'The trial balance as of a date',
      querystring: asOfQuery,
      response: { 200: trialBalanceAnswer, ...errors },
      handler: async (request) => trialBalanceAsOf(db, request.query.as_of ?? clock.today()),
    });

    route.get('/books/balance-sheet', guards.admin, {
      summary: 'The balance sheet as of a date',
      querystring: asOfQuery,
      response: { 200: balanceSheetAnswer, ...errors },
      handler: async (request) => balanceSheetAsOf(db, request.query.as_of ?? clock.today()),
    });

    route.get('/books/income-statement', guards.admin, {
      summary: 'Income, expenses and the surplus of a period (default: the year to date)',
      querystring: periodQuery(),
      response: { 200: incomeStatementAnswer, ...errors },
      handler: async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return incomeStatementFor(db, from, to);
      },
    });

    route.get('/books/cash-book/:accountId', guards.admin, {
      summary: "A money account's movements with the running balance (default: the year to date)",
      params: z.object({ accountId: idParam('accountId') }),
      querystring: periodQuery(),
      response: { 200: cashBookAnswer, ...refusals(401, 403, 404, 422) },
      handler: async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return cashBook(db, request.params.accountId, from, to);
      },
    });
  });
}
