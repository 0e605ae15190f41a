import { type Clock, finesRun } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { runFinesJob } from './fines.job.js';

const errors = refusals(401, 403, 422);

/**
 * Running the fines job now (issue 14 §5): the job reads loans and savings and charges fines, so it
 * sits above all three (docs/architecture.md, "Server modules").
 */
export function finesJobRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['fines'], (route) => {
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
