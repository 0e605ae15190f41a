import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { listOperation, registerList } from '../../lib/list-route.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { fineCsvColumns, fineList } from './fine-list.js';

/**
 * Fines (docs/decisions/lending.md, "Fines"): the lists and an admin's waiver; running the job now is
 * fines-job's.
 */
export function finesRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['fines'], (route, instance) => {
    const list = { list: fineList, name: 'fines' };
    registerList(instance, db, {
      ...list,
      ...listOperation(operations.fines),
      onRequest: guards.admin,
      tags: route.tags,
      summary:
        'Fines, newest first; status=owed keeps those still owed; user_id keeps one member’s; q finds a member; sort by charged_on or amount; format=csv downloads them all',
      csv: { file: 'fines.csv', columns: fineCsvColumns },
    });
    registerList(instance, db, {
      ...list,
      ...listOperation(operations.memberFines),
      onRequest: guards.selfOrAdmin('userId'),
      tags: route.tags,
      summary: 'A member’s fines, newest first',
      filter: (rest, request) => ({
        ...rest,
        user_id: (request.params as { userId: number }).userId,
      }),
      csv: { file: 'my-fines.csv', columns: fineCsvColumns },
    });

    route(operations.waiveFine, guards.admin, {
      summary: 'Waive what is still owed of a fine, with a reason',
      handler: async (request, reply) => {
        const payload = { fine_id: request.params.fineId, reason: request.body.reason };
        return answerOf(reply, await askOrAct(db, clock, 'fine_waiver', payload, signedInContext(request)));
      },
    });
  });
}
