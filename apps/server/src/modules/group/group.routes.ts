import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { groupActivity } from './group.service.js';

/** What the group did with its money, for every member (docs/decisions/offices.md, "Group money"). */
export function groupRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['group'], (route) => {
    route(operations.groupActivity, guards.signedIn, {
      summary:
        "The group's payouts and write-offs (loans, expenses, transfers, fine waivers, share-outs) with who asked and approved, and its totals from the books; paged",
      handler: async (request) => groupActivity(db, caller(request), request.query, clock.today()),
    });
  });
}
