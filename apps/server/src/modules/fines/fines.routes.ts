import {
  approvalPending,
  type Clock,
  fineListQuery,
  finesPage,
  finesRun,
  fineView,
  memberFineListQuery,
  waiveFineBody,
} from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { registerList } from '../../lib/list-route.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { fineCsvColumns, fineList } from './fine-list.js';
import { runFinesJob } from './fines.job.js';

const errors = refusals(401, 403, 422);
const userParams = z.object({ userId: idParam('userId') });

/**
 * Fines (docs/decisions/lending.md, "Fines"): the lists, an admin's waiver, and running the hourly job now.
 */
export function finesRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['fines'], (route, instance) => {
    const list = { answer: finesPage, errors, list: fineList, name: 'fines' };
    registerList(instance, db, {
      ...list,
      path: '/fines',
      onRequest: guards.admin,
      tags: route.tags,
      summary:
        'Fines, newest first; status=owed keeps those still owed; user_id keeps one member’s; q finds a member; sort by charged_on or amount; format=csv downloads them all',
      querystring: fineListQuery,
      csv: { file: 'fines.csv', columns: fineCsvColumns },
    });
    registerList(instance, db, {
      ...list,
      path: '/fines/user/:userId',
      onRequest: guards.selfOrAdmin('userId'),
      tags: route.tags,
      summary: 'A member’s fines, newest first',
      params: userParams,
      querystring: memberFineListQuery,
      filter: (rest, request) => ({
        ...rest,
        user_id: (request.params as z.output<typeof userParams>).userId,
      }),
      csv: { file: 'my-fines.csv', columns: fineCsvColumns },
    });

    route.post('/fines/:fineId/waive', guards.admin, {
      summary: 'Waive what is still owed of a fine, with a reason',
      params: z.object({ fineId: idParam('fineId') }),
      body: waiveFineBody,
      response: { 200: fineView, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request, reply) => {
        const payload = { fine_id: request.params.fineId, reason: request.body.reason };
        return answerOf(reply, await askOrAct(db, clock, 'fine_waiver', payload, signedInContext(request)));
      },
    });

    route.post('/fines/run', guards.admin, {
      summary:
        'Charge now the fines due today, recorded as the admin’s (the job also runs at start and every hour)',
      response: { 200: finesRun, ...errors },
      handler: async (request) => {
        const today = clock.today();
        const who = signedInContext(request);
        return { as_of: today, charged: await runFinesJob(db, today, who.at, who) };
      },
    });
  });
}
