import { operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { accountListRoute } from './account-list.routes.js';
import { accountSummary, createMemberAccount } from './accounts.service.js';

/** Member accounts: the Accounts screen (docs/decisions/members.md, "Member accounts"). */
export function accountsRoutes(db: Db, guards: Guards) {
  return moduleRoutes(['accounts'], (route, instance) => {
    route(operations.createAccount, guards.admin, {
      summary: 'Open a member account, which lists the member on the Accounts screen',
      handler: async (request) => createMemberAccount(db, request.body.user_id, signedInContext(request)),
    });

    accountListRoute(instance, db, guards);

    route(operations.accountSummary, guards.selfOrAdmin('userId'), {
      summary: "A member's savings, monthly target and loan installments",
      handler: async (request) => accountSummary(db, request.params.userId),
    });
  });
}
