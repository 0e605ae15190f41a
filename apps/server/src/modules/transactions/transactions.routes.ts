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
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { transactionCsvColumns } from './transaction-csv.js';
import { type ApprovalKind, approvalKinds, type TransactionsService } from './transactions.service.js';

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int()
    .positive(`${name} must be positive`);

const errors = refusals(401, 403, 404, 422);

export function transactionsRoutes(service: TransactionsService, guards: Guards, clock: Clock) {
  return moduleRoutes(['transactions'], (route) => {
    route.post('/create-transaction', guards.signedIn, {
      summary: 'Submit a payment transaction (members for themselves, admins for anyone)',
      body: createTransactionSchemaFor(() => clock.today()),
      response: { 201: transactionCreated, ...errors },
      handler: async (request) => {
        const id = await service.create(signedInContext(request), request.body, clock.today());
        return { transaction_id: id, message: 'Transaction submitted successfully' };
      },
    });

    route.get('/transactions', guards.admin, {
      summary:
        'All transactions, newest first, paged, searched, filtered and sorted; status=pending is the pending queue; format=csv downloads the whole filtered list',
      querystring: transactionListQuery,
      response: { 200: transactionPage, ...errors },
      kept: true,
      handler: async (request, reply) => {
        const { page, per_page, format, sort, ...filter } = request.query;
        if (format === 'csv') {
          return sendCsv(reply, 'transactions.csv', transactionCsvColumns, service.allViews(filter, sort));
        }
        const result = await service.list(filter, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    });

    route.get('/transactions/:id', guards.signedIn, {
      summary: 'One transaction with its items',
      params: z.object({ id: positiveId('id') }),
      response: { 200: transactionDetail, ...errors },
      handler: async (request) => {
        const view = await service.get(caller(request), request.params.id);
        return { transaction: view, transaction_types: view.transaction_types };
      },
    });

    const userParams = z.object({ userId: positiveId('userId') });

    route.get('/transactions/user/:userId', guards.selfOrAdmin('userId'), {
      summary: "A member's transactions, newest first, paged (the same filters as /transactions)",
      params: userParams,
      querystring: transactionListQuery,
      response: { 200: transactionPage, ...errors },
      kept: true,
      handler: async (request, reply) => {
        const { page, per_page, format, sort, ...filter } = request.query;
        const own = { ...filter, user_id: request.params.userId };
        if (format === 'csv') {
          return sendCsv(reply, 'transactions.csv', transactionCsvColumns, service.allViews(own, sort));
        }
        const result = await service.list(own, sort, page, per_page);
        return { transactions: result.views, pagination: result.pagination };
      },
    });

    route.get('/transactions/user/:userId/savings', guards.selfOrAdmin('userId'), {
      summary: "A member's savings items",
      params: userParams,
      response: { 200: memberSavingsRows, ...errors },
      handler: async (request) => ({
        savings_transactions: await service.savingsRows(request.params.userId),
      }),
    });

    route.get('/transactions/user/:userId/loans', guards.selfOrAdmin('userId'), {
      summary: "A member's loan repayment items",
      params: userParams,
      response: { 200: memberLoanRows, ...errors },
      handler: async (request) => ({ loan_transactions: await service.loanRows(request.params.userId) }),
    });

    for (const kind of Object.keys(approvalKinds) as ApprovalKind[]) {
      route.patch(`/transactions/${kind}/:id/status`, guards.admin, {
        summary: `Approve (or reject with a reason) the pending ${approvalKinds[kind]} items of a transaction`,
        params: z.object({ id: positiveId('id') }),
        body: decisionSchema,
        response: { 200: itemsDecided, ...refusals(401, 403, 404, 409, 422) },
        handler: async (request) =>
          service.decide(signedInContext(request), kind, request.params.id, request.body),
      });
    }
  });
}
