import { type Clock, officePermissions, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import type { Outbox } from '../outbox/index.js';
import { useWithdrawalOutbox } from './notices.js';
import { rejectWithdrawal } from './rejection.js';
import { withdrawalCsvColumns, withdrawalList } from './withdrawal-list.js';
import { askToPay, requestWithdrawal, withdrawalAllowance } from './withdrawals.service.js';

export const ONLY_YOUR_OWN = 'You can only withdraw your own savings.';

/**
 * Withdrawals (docs/decisions/withdrawals.md): a member asks for their own, an official for anyone's;
 * officials pay (through the quorum) or reject; a member lists their own, officials and the auditor
 * every one. The auditor changes nothing (the guards refuse its writes).
 */
export function withdrawalsRoutes(db: Db, guards: Guards, clock: Clock, outbox: Outbox) {
  useWithdrawalOutbox(outbox);
  return moduleRoutes(['withdrawals'], (route, instance) => {
    route(operations.createWithdrawal, guards.signedIn, {
      summary:
        'Ask for a withdrawal of savings (a member their own, an official anyone’s); paid at once when due and one approval is enough',
      handler: async (request, reply) => {
        const who = caller(request);
        if (!officePermissions[who.office].writesGroup && request.body.user_id !== who.userId) {
          throw forbidden(ONLY_YOUR_OWN);
        }
        return answerOf(reply, await requestWithdrawal(db, clock, request.body, signedInContext(request)));
      },
    });

    registerList(instance, db, {
      ...listOperation(operations.withdrawals),
      onRequest: guards.signedIn,
      tags: ['withdrawals'],
      summary:
        'Withdrawals, newest first; a member sees their own; status and user_id filter, q finds a member; sort by created_at or amount; format=csv downloads them',
      list: withdrawalList,
      name: 'withdrawals',
      filter: ({ q, status, user_id }, request) => {
        const who = caller(request);
        return { q, status, user_id: seesGroup(who) ? user_id : who.userId };
      },
      csv: { file: 'withdrawals.csv', columns: withdrawalCsvColumns },
    });

    route(operations.withdrawalAllowance, guards.selfOrAdmin('userId'), {
      summary:
        'A member’s free savings: savings less pledges held and what their loans require, and the notice',
      handler: async (request) => withdrawalAllowance(db, request.params.userId, clock.today()),
    });

    route(operations.payWithdrawal, guards.admin, {
      summary: 'Pay a requested withdrawal that is due, through the quorum',
      handler: async (request, reply) =>
        answerOf(reply, await askToPay(db, clock, request.params.withdrawalId, signedInContext(request))),
    });

    route(operations.rejectWithdrawal, guards.admin, {
      summary: 'Reject a requested withdrawal, with the reason the member is told',
      handler: async (request) =>
        rejectWithdrawal(
          db,
          clock,
          request.params.withdrawalId,
          request.body.reason,
          signedInContext(request),
        ),
    });
  });
}
