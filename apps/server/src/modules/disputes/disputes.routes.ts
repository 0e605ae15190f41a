import { operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards, seesGroup } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import type { Outbox } from '../outbox/index.js';
import { disputeCsvColumns, disputeList } from './dispute-list.js';
import { answerDispute, openDispute } from './disputes.service.js';

/**
 * Disputes (docs/decisions/disputes.md): a member disputes a line of their own statement; the
 * officials and the auditor list every dispute, a member their own; a writing official answers.
 */
export function disputesRoutes(db: Db, guards: Guards, outbox: Outbox) {
  return moduleRoutes(['disputes'], (route, instance) => {
    route(operations.createDispute, guards.signedIn, {
      summary:
        'Say a line of your own statement is wrong (a payment transaction or a journal entry); the officials are told',
      handler: async (request) => openDispute(db, outbox, request.body, signedInContext(request)),
    });

    registerList(instance, db, {
      ...listOperation(operations.disputes),
      onRequest: guards.signedIn,
      tags: ['disputes'],
      summary:
        'Disputes, oldest first; status (Open unless given, or all) and user_id filter, q finds a member; a member sees their own; format=csv downloads them',
      list: disputeList,
      name: 'disputes',
      filter: ({ q, status, user_id }, request) => {
        const who = caller(request);
        return { q, status, user_id: seesGroup(who) ? user_id : who.userId };
      },
      csv: { file: 'disputes.csv', columns: disputeCsvColumns },
    });

    route(operations.answerDispute, guards.admin, {
      summary: 'Resolve or reject an open dispute with an answer, which the member is told',
      handler: async (request) =>
        answerDispute(db, outbox, request.params.disputeId, request.body, signedInContext(request)),
    });
  });
}
