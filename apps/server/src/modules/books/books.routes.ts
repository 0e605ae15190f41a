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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { optionalDate, periodQuery } from '../../lib/date-schemas.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { pageOfJournal } from './journal.queries.js';
import {
  balanceSheetAsOf,
  cashBook,
  incomeStatementFor,
  listAccounts,
  trialBalanceAsOf,
} from './reports.service.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };
const asOfQuery = z.object({ as_of: optionalDate('as_of') });
/** A period that defaults to the year so far: 1 January of `to`'s year up to today. */
function yearToDate(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  return { from: query.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/** The books' reports (docs/books.md): admins only; every report as of any past date. */
export function booksRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['books'];

    app.get(
      '/books/accounts',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'The chart of accounts with each balance; money=true keeps Cash on hand and the banks',
          querystring: asOfQuery.extend({ money: z.enum(['true', 'false']).optional() }),
          response: { 200: booksAccountsAnswer, ...errors },
        },
      },
      async (request) =>
        listAccounts(db, request.query.as_of ?? clock.today(), request.query.money === 'true'),
    );

    app.get(
      '/books/journal',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Journal entries with their lines, newest first',
          querystring: journalListQuery,
          response: { 200: journalAnswer, ...errors },
        },
      },
      async (request) => {
        const { page, per_page, from, to, account_id } = request.query;
        return pageOfJournal(db, { page, perPage: per_page, from, to, accountId: account_id });
      },
    );

    app.get(
      '/books/trial-balance',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'The trial balance as of a date',
          querystring: asOfQuery,
          response: { 200: trialBalanceAnswer, ...errors },
        },
      },
      async (request) => trialBalanceAsOf(db, request.query.as_of ?? clock.today()),
    );

    app.get(
      '/books/balance-sheet',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'The balance sheet as of a date',
          querystring: asOfQuery,
          response: { 200: balanceSheetAnswer, ...errors },
        },
      },
      async (request) => balanceSheetAsOf(db, request.query.as_of ?? clock.today()),
    );

    app.get(
      '/books/income-statement',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Income, expenses and the surplus of a period (default: the year to date)',
          querystring: periodQuery(),
          response: { 200: incomeStatementAnswer, ...errors },
        },
      },
      async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return incomeStatementFor(db, from, to);
      },
    );

    app.get(
      '/books/cash-book/:accountId',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: "A money account's movements with the running balance (default: the year to date)",
          params: z.object({ accountId: idParam('accountId') }),
          querystring: periodQuery(),
          response: { 200: cashBookAnswer, 404: errorBody, ...errors },
        },
      },
      async (request) => {
        const { from, to } = yearToDate(request.query, clock.today());
        return cashBook(db, request.params.accountId, from, to);
      },
    );
  };
}
