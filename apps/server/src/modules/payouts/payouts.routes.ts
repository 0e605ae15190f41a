import { operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { requestContext, signedInContext } from '../audit/audit.service.js';
import { payByHand } from './by-hand.js';
import { payoutCsvColumns, payoutList } from './payout-list.js';
import { payoutFor, payoutView } from './payouts.service.js';
import { type PayoutDeps, sendPayout } from './send.js';

/**
 * Payouts (docs/decisions/payouts.md): officials send what the group owes by M-Pesa or record it paid
 * by hand; a member reads their own, officials and the auditor every one.
 */
export function payoutsRoutes(db: Db, guards: Guards, deps: PayoutDeps) {
  return moduleRoutes(['payouts'], (route, instance) => {
    registerList(instance, db, {
      ...listOperation(operations.payouts),
      onRequest: guards.signedIn,
      tags: ['payouts'],
      summary:
        'Payouts owed and made, newest first; a member sees their own; status and user_id filter, q finds a member; sort by created_at or amount; format=csv downloads them',
      list: payoutList,
      name: 'payouts',
      filter: ({ q, status, user_id }, request) => {
        const who = caller(request);
        return { q, status, user_id: seesGroup(who) ? user_id : who.userId };
      },
      csv: { file: 'payouts.csv', columns: payoutCsvColumns },
    });
    route(operations.payout, guards.signedIn, {
      summary: 'One payout and what became of it',
      handler: async (request) => {
        const who = caller(request);
        const row = await payoutFor(
          db,
          { userId: who.userId, seesGroup: seesGroup(who) },
          request.params.payoutId,
        );
        return payoutView(db, row);
      },
    });
    route(operations.sendPayout, guards.admin, {
      summary: 'Sends a payout by M-Pesa (B2C); its journal entry is posted when Safaricom says it was sent',
      handler: async (request, reply) => {
        reply.code(202);
        return sendPayout(db, deps, request.params.payoutId, request.body, requestContext(request));
      },
    });
    route(operations.payoutByHand, guards.admin, {
      summary: 'Records a payout still owed as paid by hand from a money account',
      handler: async (request) =>
        payByHand(db, deps.clock, request.params.payoutId, request.body, signedInContext(request)),
    });
  });
}
