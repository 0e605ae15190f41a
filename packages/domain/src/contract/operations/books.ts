import { z } from 'zod';
import {
  balanceSheetAnswer,
  booksAccountsAnswer,
  cashBookAnswer,
  incomeStatementAnswer,
  journalAnswer,
  trialBalanceAnswer,
} from '../books/contract.js';
import { journalListQuery } from '../books/journal-list.js';
import { idParam } from '../ids.js';
import { asOfQuery, periodQuery } from '../request-fields.js';
import { operation, refusals } from './operation.js';

/** The books' reports (docs/books.md): every report as of any past date. */

const errors = refusals(401, 403, 422);

export const booksOperations = {
  booksAccounts: operation({
    name: 'booksAccounts',
    method: 'GET',
    path: '/books/accounts',
    querystring: asOfQuery.extend({ money: z.enum(['true', 'false']).optional() }),
    response: { 200: booksAccountsAnswer, ...errors },
  }),
  journal: operation({
    name: 'journal',
    method: 'GET',
    path: '/books/journal',
    querystring: journalListQuery,
    response: { 200: journalAnswer, ...errors },
  }),
  trialBalance: operation({
    name: 'trialBalance',
    method: 'GET',
    path: '/books/trial-balance',
    querystring: asOfQuery,
    response: { 200: trialBalanceAnswer, ...errors },
  }),
  balanceSheet: operation({
    name: 'balanceSheet',
    method: 'GET',
    path: '/books/balance-sheet',
    querystring: asOfQuery,
    response: { 200: balanceSheetAnswer, ...errors },
  }),
  incomeStatement: operation({
    name: 'incomeStatement',
    method: 'GET',
    path: '/books/income-statement',
    querystring: periodQuery(),
    response: { 200: incomeStatementAnswer, ...errors },
  }),
  cashBook: operation({
    name: 'cashBook',
    method: 'GET',
    path: '/books/cash-book/{accountId}',
    params: z.object({ accountId: idParam('accountId') }),
    querystring: periodQuery(),
    response: { 200: cashBookAnswer, ...refusals(401, 403, 404, 422) },
  }),
};
