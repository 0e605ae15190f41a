import { type Clock, centsToKes, savingAdded, savingDetailsAnswer, totalSavingsAnswer } from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { savingListRoute } from './saving-list.routes.js';
import { addSavingBody } from './savings.schemas.js';
import { addSaving, memberSavingsCents, savingDetails, totalSavingsCents } from './savings.service.js';

/** Savings accounts (docs/decisions/members.md, "Savings accounts"). */
export function savingsRoutes(db: Db, guards: Guards, clock: Clock) {
  return moduleRoutes(['savings'], (route, instance) => {
    route.post('/add-saving', guards.admin, {
      summary: "Open a member's savings account with its opening balance",
      body: addSavingBody,
      response: { 201: savingAdded, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request) => addSaving(db, request.body, signedInContext(request), clock.today()),
    });

    savingListRoute(instance, db, guards);

    route.get('/saving-details/:savingId', guards.signedIn, {
      summary: 'A savings account with every deposit and the running balance',
      params: z.object({ savingId: idParam('savingId') }),
      response: { 200: savingDetailsAnswer, ...refusals(401, 403, 404, 422) },
      handler: async (request) => savingDetails(db, request.params.savingId, caller(request)),
    });

    route.get('/totalsavings', guards.signedIn, {
      summary: "The group's savings: every member's balance together",
      small: true,
      response: { 200: totalSavingsAnswer, ...refusals(401, 403) },
      handler: async () => ({ total_savings: centsToKes(await totalSavingsCents(db)) }),
    });

    route.get('/savings/total/:userId', guards.selfOrAdmin('userId'), {
      summary: "One member's savings balance",
      small: true,
      params: z.object({ userId: idParam('userId') }),
      response: { 200: totalSavingsAnswer, ...refusals(401, 403, 404, 422) },
      handler: async (request) => ({
        total_savings: centsToKes(await memberSavingsCents(db, request.params.userId)),
      }),
    });
  });
}
