import { type Clock, createUserAccountAnswer, formatMemberNumber, profileAnswer } from '@links/domain';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { createUserAccount, type WizardInvitation } from './create-user-account.js';
import { memberListRoute } from './member-list.routes.js';
import { createUserAccountBodyFor, profileChangeBody } from './members.schemas.js';
import { requireUser, updatePhone } from './members.service.js';
import { changeOffice } from './offices.service.js';

/** What the wizard needs of auth: an invitation for a member created without a password. */
export interface Invitations {
  issueInvitation(
    tx: DbOrTx,
    user: { id: number; firstname: string },
    createdBy: number | null,
    kind: 'invitation',
  ): Promise<WizardInvitation>;
}

/** Members: the create-user wizard and the member lists (decisions §4). */
export function membersRoutes(db: Db, guards: Guards, clock: Clock, invitations: Invitations) {
  return moduleRoutes(['members'], (route, instance) => {
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

    memberListRoute(instance, db, guards);

    route.patch('/users/:userId', guards.admin, {
      summary:
        "Change a member's profile: the phone payments are matched by (null clears it) and the office held",
      description:
        "A change of office ends the member's sign-ins; the group always keeps a chair or a treasurer (docs/decisions/offices.md).",
      params: z.object({ userId: idParam('userId') }),
      body: profileChangeBody,
      response: { 200: profileAnswer, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request) => {
        const { userId } = request.params;
        const { phone, office } = request.body;
        const who = signedInContext(request);
        const user = await db.transaction(async (tx) => {
          let changed =
            phone === undefined ? await requireUser(tx, userId) : await updatePhone(tx, userId, phone, who);
          if (office !== undefined) changed = await changeOffice(tx, clock, who, userId, office);
          return changed;
        });
        return {
          users_id: user.id,
          firstname: user.firstname,
          lastname: user.lastname,
          member_number: formatMemberNumber(user.memberNo),
          phone: user.phone,
          role: user.role,
          office: user.office,
          message: 'Profile updated successfully',
        };
      },
    });
  });
}
