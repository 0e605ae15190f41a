import {
  type Clock,
  createTransactionSchemaFor,
  decisionSchema,
  itemsDecided,
  memberLoanRows,
  memberSavingsRows,
  transactionCreated,
  transactionDetail,
  transactionListQuery,
  transactionPage,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { transactionCsvColumns } from './transaction-csv.js';
import { type ApprovalKind, approvalKinds, type TransactionsService } from './transactions.service.js';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int()
    .positive(`${name} must be positive`);

const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

export function transactionsRoutes(service: TransactionsService, guards: Guards, clock: Clock) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['transactions'];

    app.post(
      '/create-transaction',
      {
        onRequest: guards.signedIn,
        schema: {
          tags,
          summary: 'Submit a payment transaction (members for themselves, admins for anyone)',
          body: createTransactionSchemaFor(() => clock.today()),
          response: { 201: transactionCreated, ...errors },
        },
      },
      async (request, reply) => {
        const id = await service.create(signedInContext(request), request.body, clock.today());
        return reply.status(201).send({ transaction_id: id, message: 'Transaction submitted successfully' });
      },
    );

    app.get(
      '/transactions',
      {
        onRequest: guards.admin,
        config: { keptAnswer: true },
        schema: {
          tags,
          summary:
            'All transactions, newest first, paged, searched, filtered and sorted; status=pending is the pending queue; format=csv downloads the whole filtered list',
          querystring: transactionListQuery,
          response: { 200: transactionPage, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, ...filter } = request.query;
        if (format === 'csv') {
          return sendCsv(reply, 'transactions.csv', transactionCsvColumns, service.allViews(filter, sort));
        }
        const result = await service.list(filter, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    );

    app.get(
      '/transactions/:id',
      {
        onRequest: guards.signedIn,
        schema: {
          tags,
          summary: 'One transaction with its items',
          params: z.object({ id: positiveId('id') }),
          response: { 200: transactionDetail, ...errors },
        },
      },
      async (request) => {
        const view = await service.get(caller(request), request.params.id);
        return { transaction: view, transaction_types: view.transaction_types };
      },
    );

    const userParams = z.object({ userId: positiveId('userId') });

    app.get(
      '/transactions/user/:userId',
      {
        onRequest: guards.selfOrAdmin('userId'),
        config: { keptAnswer: true },
        schema: {
          tags,
          summary: "A member's transactions, newest first, paged (the same filters as /transactions)",
          params: userParams,
          querystring: transactionListQuery,
          response: { 200: transactionPage, ...errors },
        },
      },
      async (request, reply) => {
        const { page, per_page, format, sort, ...filter } = request.query;
        const own = { ...filter, user_id: request.params.userId };
        if (format === 'csv') {
          return sendCsv(reply, 'transactions.csv', transactionCsvColumns, service.allViews(own, sort));
        }
        const result = await service.list(own, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    );

    app.get(
      '/transactions/user/:userId/savings',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags,
          summary: "A member's savings items",
          params: userParams,
          response: { 200: memberSavingsRows, ...errors },
        },
      },
      async (request) => ({ savings_transactions: await service.savingsRows(request.params.userId) }),
    );

    app.get(
      '/transactions/user/:userId/loans',
      {
        onRequest: guards.selfOrAdmin('userId'),
        schema: {
          tags,
          summary: "A member's loan repayment items",
          params: userParams,
          response: { 200: memberLoanRows, ...errors },
        },
      },
      async (request) => ({ loan_transactions: await service.loanRows(request.params.userId) }),
    );

    for (const kind of Object.keys(approvalKinds) as ApprovalKind[]) {
      app.patch(
        `/transactions/${kind}/:id/status`,
        {
          onRequest: guards.admin,
          schema: {
            tags,
            summary: `Approve (or reject with a reason) the pending ${approvalKinds[kind]} items of a transaction`,
            params: z.object({ id: positiveId('id') }),
            body: decisionSchema,
            response: {
              200: itemsDecided,
              409: errorBody,
              ...errors,
            },
          },
        },
        async (request) => service.decide(signedInContext(request), kind, request.params.id, request.body),
      );
    }
  };
}
