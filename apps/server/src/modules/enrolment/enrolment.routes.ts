import { type Clock, createUserAccountAnswer } from '@links/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
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
    route.post('/create-user-account', guards.admin, {
      summary: 'Create a user with their member account and savings account',
      body: createUserAccountBodyFor(() => clock.today()),
      response: { 201: createUserAccountAnswer, ...refusals(401, 403, 409, 422) },
      handler: async (request) =>
        createUserAccount(db, request.body, signedInContext(request), {
          joinedOn: clock.today(),
          invite: (tx, user) =>
            invitations.issueInvitation(tx, user, request.auth?.userId ?? null, 'invitation'),
        }),
    });
  });
}
