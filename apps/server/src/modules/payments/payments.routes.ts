import { type Clock, operations } from '@links/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { routesOf } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { C2bService } from './c2b.service.js';
import { paymentCsvColumns } from './payment-csv.js';
import { paymentList } from './payments.queries.js';
import type { PaymentsService } from './payments.service.js';
import { reconcile } from './reconciliation.service.js';

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
    const tags = ['payments'];
    const route = routesOf(instance, tags);

    registerList(instance, db, {
      ...listOperation(operations.payments),
      onRequest: guards.admin,
      tags,
      summary:
        'Incoming payments, newest first, searched, filtered by status, source and day, and sorted; format=csv downloads them all',
      list: paymentList,
      name: 'payments',
      filter: (rest, request) => ({ ...rest, who: signedInContext(request) }),
      csv: { file: 'payments.csv', columns: paymentCsvColumns },
    });

    route(operations.assignPayment, guards.admin, {
      summary: 'Assign an unmatched payment to a member: it becomes their pending transaction',
      handler: async (request) =>
        services.payments.assign(signedInContext(request), request.params.id, request.body.user_id),
    });
    route(operations.ignorePayment, guards.admin, {
      summary: 'Ignore a payment that is no member’s (its pending transaction is rejected)',
      handler: async (request) =>
        services.payments.ignore(signedInContext(request), request.params.id, request.body.reason),
    });
    route(operations.approvePayment, guards.admin, {
      summary: 'Approve a pending payment, optionally with another split; not by its maker',
      handler: async (request) =>
        services.payments.approve(signedInContext(request), request.params.id, request.body),
    });

    route(operations.rotateC2bToken, guards.admin, {
      summary: 'Generate or rotate the secret C2B callback token; shown this once only',
      handler: async (request) =>
        services.c2b.rotateToken(`${request.protocol}://${request.host}`, signedInContext(request)),
    });

    route(operations.reconciliation, guards.admin, {
      summary: "The statement's closing balance against the books', and the lines with no partner",
      handler: async (request) =>
        reconcile(db, request.params.accountId, request.query.as_of ?? clock.today()),
    });
  };
}
