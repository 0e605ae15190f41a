import { accountSummaryAnswer, createAccountBody, memberAccountCreated } from '@links/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { accountListRoute } from './account-list.routes.js';
import { accountSummary, createMemberAccount } from './accounts.service.js';

/** Member accounts: the Accounts screen (docs/decisions/members.md, "Member accounts"). */
export function accountsRoutes(db: Db, guards: Guards) {
  return moduleRoutes(['accounts'], (route, instance) => {
    route.post('/create-account', guards.admin, {
      summary: 'Open a member account, which lists the member on the Accounts screen',
      body: createAccountBody,
      response: { 201: memberAccountCreated, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request) => createMemberAccount(db, request.body.user_id, signedInContext(request)),
    });

    accountListRoute(instance, db, guards);

    route.get('/accounts/:userId', guards.selfOrAdmin('userId'), {
      summary: "A member's savings, monthly target and loan installments",
      params: z.object({ userId: idParam('userId') }),
      response: { 200: accountSummaryAnswer, ...refusals(401, 403, 404, 422) },
      handler: async (request) => accountSummary(db, request.params.userId),
    });
  });
}
