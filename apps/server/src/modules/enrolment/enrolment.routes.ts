import { type Clock, operations } from '@links/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrActIn } from '../approvals/approvals.service.js';
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
      handler: async (request) => {
        const context = signedInContext(request);
        return createUserAccount(db, request.body, context, {
          joinedOn: clock.today(),
          invite: (tx, user) =>
            invitations.issueInvitation(tx, user, request.auth?.userId ?? null, 'invitation'),
          // A new admin is a change of office like any other: under the quorum
          // (docs/decisions/offices.md, "Offices of new users").
          askOffice: async (tx, userId) => {
            const office = { user_id: userId, office: 'treasurer' as const };
            const outcome = await askOrActIn(tx, clock, 'office_change', office, context);
            return outcome.done ? null : outcome.pending;
          },
        });
      },
    });
  });
}
