import {
  approvalPending,
  bankAccountCreated,
  type Clock,
  expenseCreated,
  transferAnswer,
} from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { createBankAccountBody, createExpenseBody, transferBodyFor } from './banking.schemas.js';
import { createBankAccount } from './banking.service.js';
import { bankingListRoutes } from './banking-list.routes.js';

/** Bank accounts and expenses: the Expenses screen (docs/decisions/banking.md, "Expenses"). Admins only. */
export function bankingRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['banking'], (route, instance) => {
    route.post('/create-bank-account', guards.admin, {
      summary: 'Open a bank account with an optional opening amount',
      body: createBankAccountBody,
      response: { 201: bankAccountCreated, ...refusals(401, 403, 409, 422) },
      handler: async (request) =>
        createBankAccount(db, request.body, signedInContext(request), clock.today()),
    });

    bankingListRoutes(instance, db, guards);

    route.post('/create-expense', guards.admin, {
      summary: 'Record an expense and take it off the bank account, if the balance covers it',
      body: createExpenseBody,
      response: { 201: expenseCreated, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request, reply) =>
        answerOf(reply, await askOrAct(db, clock, 'expense', request.body, signedInContext(request))),
    });

    route.post('/books/transfers', guards.admin, {
      tags: ['books'],
      summary: 'Move money between two money accounts (bank cash, or move it between banks)',
      body: transferBodyFor(() => clock.today()),
      response: { 201: transferAnswer, 202: approvalPending, ...refusals(401, 403, 422) },
      handler: async (request, reply) =>
        answerOf(reply, await askOrAct(db, clock, 'transfer', request.body, signedInContext(request))),
    });
  });
}
