import {
  approvePaymentBody,
  assignPaymentBody,
  type Clock,
  c2bTokenAnswer,
  ignorePaymentBody,
  paymentAnswer,
  paymentListQuery,
  paymentsAnswer,
  reconciliationAnswer,
} from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { asOfQuery } from '../../lib/date-schemas.js';
import type { Guards } from '../../lib/guards.js';
import { errorBody } from '../../lib/http-schemas.js';
import { idParam } from '../../lib/id-schemas.js';
import { registerList } from '../../lib/list-route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { C2bService } from './c2b.service.js';
import { paymentCsvColumns } from './payment-csv.js';
import { paymentList } from './payments.queries.js';
import type { PaymentsService } from './payments.service.js';
import { reconcile } from './reconciliation.service.js';

const errors = { 401: errorBody, 403: errorBody, 422: errorBody };
const decided = { ...errors, 404: errorBody, 409: errorBody };

const paymentParams = z.object({ id: idParam('id') });
type Who = ReturnType<typeof signedInContext>;

/**
 * Incoming payments (docs/decisions/payments.md, "Callbacks"), admins only: the list, assign, ignore,
 * approve; the C2B token; reconciliation.
 */
export function paymentsRoutes(
  db: Db,
  services: { payments: PaymentsService; c2b: C2bService },
  guards: Guards,
  clock: Clock,
) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    registerList(instance, db, {
      path: '/payments',
      onRequest: guards.admin,
      tags,
      summary:
        'Incoming payments, newest first, searched, filtered by status, source and day, and sorted; format=csv downloads them all',
      querystring: paymentListQuery,
      answer: paymentsAnswer,
      list: paymentList,
      name: 'payments',
      filter: (rest, request) => ({ ...rest, who: signedInContext(request) }),
      csv: { file: 'payments.csv', columns: paymentCsvColumns },
    });

    /** A decision on one payment (`POST /payments/:id/{action}`), admins only; answers the payment. */
    const decision = <Body extends z.ZodType>(
      action: 'assign' | 'ignore' | 'approve',
      summary: string,
      body: Body,
      decide: (who: Who, id: number, body: z.output<Body>) => Promise<z.input<typeof paymentAnswer>>,
    ) =>
      app.post(
        `/payments/:id/${action}`,
        {
          onRequest: guards.admin,
          schema: {
            tags,
            summary,
            params: paymentParams,
            body,
            response: { 200: paymentAnswer, ...decided },
          },
        },
        async (request) =>
          decide(signedInContext(request), request.params.id, request.body as z.output<Body>),
      );

    decision(
      'assign',
      'Assign an unmatched payment to a member: it becomes their pending transaction',
      assignPaymentBody,
      (who, id, body) => services.payments.assign(who, id, body.user_id),
    );
    decision(
      'ignore',
      'Ignore a payment that is no member’s (its pending transaction is rejected)',
      ignorePaymentBody,
      (who, id, body) => services.payments.ignore(who, id, body.reason),
    );
    decision(
      'approve',
      'Approve a pending payment, optionally with another split; not by its maker',
      approvePaymentBody,
      (who, id, body) => services.payments.approve(who, id, body),
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
          querystring: asOfQuery,
          response: { 200: reconciliationAnswer, 404: errorBody, ...errors },
        },
      },
      async (request) => reconcile(db, request.params.accountId, request.query.as_of ?? clock.today()),
    );
  };
}
