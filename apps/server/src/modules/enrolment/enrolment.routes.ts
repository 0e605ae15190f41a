import { type Clock, operations } from '@links/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { createUserAccount, type WizardInvitation } from './create-user-account.js';
import { createUserAccountBodyFor } from './enrolment.schemas.js';

/** What the wizard needs of auth: an invitation for a member created without a password. */
export interface Invitations {
  issueInvitation(
    tx: DbOrTx,
    user: { id: number; firstname: string },
    createdBy: number | null,
    kind: 'invitation',
  ): Promise<WizardInvitation>;
}

/**
 * Enrolment: the create-user wizard (docs/decisions/members.md, "Members"), a use case above the modules it
 * writes to (docs/architecture.md, "Server modules").
 */
export function enrolmentRoutes(db: Db, guards: Guards, clock: Clock, invitations: Invitations) {
  return moduleRoutes(['members'], (route) => {
    route(operations.createUserAccount, guards.admin, {
      summary: 'Create a user with their member account and savings account',
      today: () => clock.today(),
      stricterBody: createUserAccountBodyFor,
      handler: async (request) =>
        createUserAccount(db, request.body, signedInContext(request), {
          joinedOn: clock.today(),
          invite: (tx, user) =>
            invitations.issueInvitation(tx, user, request.auth?.userId ?? null, 'invitation'),
        }),
    });
  });
}
