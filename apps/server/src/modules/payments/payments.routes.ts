import {
  approvePaymentBody,
  assignPaymentBody,
  type Clock,
  c2bTokenAnswer,
  ignorePaymentBody,
  PAYMENT_SOURCES,
  PAYMENT_STATUS_FILTERS,
  type PaymentStatusFilter,
  pageParam,
  paymentAnswer,
  paymentsAnswer,
  perPageParam,
  reconciliationAnswer,
  searchParam,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { optionalDate } from '../../lib/date-schemas.js';
import { signedInContext } from '../audit/audit.service.js';
import { errorBody } from '../../lib/http-schemas.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import type { C2bService } from './c2b.service.js';
import type { PaymentsService } from './payments.service.js';
import { reconcile } from './reconciliation.service.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };
const decided = { ...errors, 404: errorBody, 409: errorBody };

/** decisions §1: ?page from 1 and ?per_page 1 to 100; the search and the filters of /payments. */
const paymentsQuery = z.object({
  page: pageParam,
  per_page: perPageParam,
  q: searchParam,
  status: z
    .enum(Object.keys(PAYMENT_STATUS_FILTERS) as [PaymentStatusFilter, ...PaymentStatusFilter[]], {
      error: 'status must be unmatched, pending, approved or ignored',
    })
    .optional(),
  source: z
    .enum(PAYMENT_SOURCES, { error: 'source must be c2b, mpesa_statement or bank_statement' })
    .optional(),
});

const paymentParams = z.object({ id: idParam('id') });

/** Incoming payments (issue 9), admins only: the list, assign, ignore, approve; the C2B token; reconciliation. */
export function paymentsRoutes(
  db: Db,
  services: { payments: PaymentsService; c2b: C2bService },
  guards: Guards,
  clock: Clock,
) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    app.get(
      '/payments',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Incoming payments, newest first, by status, source and a search',
          querystring: paymentsQuery,
          response: { 200: paymentsAnswer, ...errors },
        },
      },
      async (request) => {
        const { page, per_page, q, status, source } = request.query;
        return services.payments.list(signedInContext(request), {
          page,
          perPage: per_page,
          q,
          status,
          source,
        });
      },
    );

    app.post(
      '/payments/:id/assign',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Assign an unmatched payment to a member: it becomes their pending transaction',
          params: paymentParams,
          body: assignPaymentBody,
          response: { 200: paymentAnswer, ...decided },
        },
      },
      async (request) =>
        services.payments.assign(signedInContext(request), request.params.id, request.body.user_id),
    );

    app.post(
      '/payments/:id/ignore',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Ignore a payment that is no member’s (its pending transaction is rejected)',
          params: paymentParams,
          body: ignorePaymentBody,
          response: { 200: paymentAnswer, ...decided },
        },
      },
      async (request) =>
        services.payments.ignore(signedInContext(request), request.params.id, request.body.reason),
    );

    app.post(
      '/payments/:id/approve',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Approve a pending payment, optionally with another split; not by its maker',
          params: paymentParams,
          body: approvePaymentBody,
          response: { 200: paymentAnswer, ...decided },
        },
      },
      async (request) => services.payments.approve(signedInContext(request), request.params.id, request.body),
    );

    app.post(
      '/payments/c2b/token',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: 'Generate or rotate the secret C2B callback token; shown this once only',
          response: { 200: c2bTokenAnswer, 401: errorBody, 403: errorBody },
        },
      },
      async (request) =>
        services.c2b.rotateToken(`${request.protocol}://${request.host}`, signedInContext(request)),
    );

    app.get(
      '/reconciliation/:accountId',
      {
        onRequest: guards.admin,
        schema: {
          tags,
          summary: "The statement's closing balance against the books', and the lines with no partner",
          params: z.object({ accountId: idParam('accountId') }),
          querystring: z.object({ as_of: optionalDate('as_of') }),
          response: { 200: reconciliationAnswer, 404: errorBody, ...errors },
        },
      },
      async (request) => reconcile(db, request.params.accountId, request.query.as_of ?? clock.today()),
    );
  };
}
