import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { runFinesJob } from './fines.job.js';

/**
 * Running the fines job now (docs/decisions/lending.md, "Fines"): the job reads loans and savings and charges
 * fines, so it sits above all three (docs/architecture.md, "Server modules").
 */
export function finesJobRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['fines'], (route) => {
    route(operations.runFines, guards.admin, {
      summary:
        'Charge now the fines due today, recorded as the admin’s (the job also runs at start and every hour)',
      handler: async (request) => {
        const today = clock.today();
        const who = signedInContext(request);
        return { as_of: today, charged: await runFinesJob(db, today, who.at, who) };
      },
    });
  });
}
