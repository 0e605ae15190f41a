import { bankAccountCreated, type Clock, expenseCreated, transferAnswer } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { createBankAccountBody, createExpenseBody, transferBodyFor } from './banking.schemas.js';
import { createBankAccount, createExpense } from './banking.service.js';
import { bankingListRoutes } from './banking-list.routes.js';
import { transferMoney } from './transfers.js';

const denied = { 401: errorBody, 403: errorBody };

/** Bank accounts and expenses: the Expenses screen (decisions §5). Admins only. */
export function bankingRoutes(db: Db, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/create-bank-account',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['banking'],
          summary: 'Open a bank account with an optional opening amount',
          body: createBankAccountBody,
          response: {
            201: bankAccountCreated,
            ...denied,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createBankAccount(db, request.body, signedInContext(request), clock.today())),
    );

    bankingListRoutes(instance, db, guards);

    app.post(
      '/create-expense',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['banking'],
          summary: 'Record an expense and take it off the bank account, if the balance covers it',
          body: createExpenseBody,
          response: {
            201: expenseCreated,
            ...denied,
            404: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createExpense(db, request.body, signedInContext(request), clock.today())),
    );

    app.post(
      '/books/transfers',
      {
        onRequest: guards.admin,
        schema: {
          tags: ['books'],
          summary: 'Move money between two money accounts (bank cash, or move it between banks)',
          body: transferBodyFor(() => clock.today()),
          response: { 201: transferAnswer, ...denied, 422: errorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await transferMoney(db, request.body, signedInContext(request))),
    );
  };
}
