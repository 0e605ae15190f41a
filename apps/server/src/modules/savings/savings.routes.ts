import { type Clock, centsToKes, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { savingListRoute } from './saving-list.routes.js';
import { addSaving, memberSavingsCents, savingDetails, totalSavingsCents } from './savings.service.js';

/** Savings accounts (docs/decisions/members.md, "Savings accounts"). */
export function savingsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['savings'], (route, instance) => {
    route(operations.addSaving, guards.admin, {
      summary: "Open a member's savings account with its opening balance",
      handler: async (request) => addSaving(db, request.body, signedInContext(request), clock.today()),
    });

    savingListRoute(instance, db, guards);

    route(operations.savingDetails, guards.signedIn, {
      summary: 'A savings account with every deposit and the running balance',
      handler: async (request) => savingDetails(db, request.params.savingId, caller(request)),
    });

    route(operations.totalSavings, guards.signedIn, {
      summary: "The group's savings: every member's balance together",
      small: true,
      handler: async () => ({ total_savings: centsToKes(await totalSavingsCents(db)) }),
    });

    route(operations.memberSavingsTotal, guards.selfOrAdmin('userId'), {
      summary: "One member's savings balance",
      small: true,
      handler: async (request) => ({
        total_savings: centsToKes(await memberSavingsCents(db, request.params.userId)),
      }),
    });
  });
}
