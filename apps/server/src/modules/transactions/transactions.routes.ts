import {
  type Clock,
  createTransactionSchemaFor,
  decisionSchema,
  paginationSchema,
  transactionListQuery,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { signedInContext } from '../audit/audit.service.js';
import { errorBody } from '../../lib/http-schemas.js';
import { caller, type Guards } from '../../lib/guards.js';
import { transactionCsvColumns } from './transaction-csv.js';
import { type ApprovalKind, approvalKinds, type TransactionsService } from './transactions.service.js';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int()
    .positive(`${name} must be positive`);

const item = z.object({
  id: z.number(),
  type: z.enum(['SAVING', 'LTL', 'STL']),
  amount: z.number(),
  status: z.enum(['Pending', 'Approved', 'Rejected']),
  extra: z.string().nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
});
const transaction = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  total_payed: z.number(),
  created_at: z.string(),
  transaction_date: z.string(),
  comment: z.string().nullable(),
  status: z.enum(['Approved', 'Partially Rejected', 'Partially Approved', 'Pending']),
  transaction_types: z.array(item),
});
const pagedTransactions = z.object({ transactions: z.array(transaction), pagination: paginationSchema });
const memberRow = z.object({
  transaction_id: z.number(),
  item_id: z.number(),
  type: z.enum(['SAVING', 'LTL', 'STL']),
  created_at: z.string(),
  transaction_date: z.string(),
  amount: z.number(),
  status: z.enum(['Pending', 'Approved', 'Rejected']),
  reject_reason: z.string().nullable(),
});
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
          response: { 201: z.object({ transaction_id: z.number(), message: z.string() }), ...errors },
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
        schema: {
          tags,
          summary:
            'All transactions, newest first, paged, searched, filtered and sorted; status=pending is the pending queue; format=csv downloads the whole filtered list',
          querystring: transactionListQuery,
          response: { 200: pagedTransactions, ...errors },
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
          response: { 200: z.object({ transaction, transaction_types: z.array(item) }), ...errors },
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
        schema: {
          tags,
          summary: "A member's transactions, newest first, paged (the same filters as /transactions)",
          params: userParams,
          querystring: transactionListQuery,
          response: { 200: pagedTransactions, ...errors },
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
          response: { 200: z.object({ savings_transactions: z.array(memberRow) }), ...errors },
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
          response: { 200: z.object({ loan_transactions: z.array(memberRow) }), ...errors },
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
              200: z.object({ updated_items: z.number(), message: z.string() }),
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
