import {
  approvalPending,
  type Clock,
  createUserAccountAnswer,
  formatMemberNumber,
  profileAnswer,
} from '@links/domain';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { idParam } from '../../lib/id-schemas.js';
import { moduleRoutes, refusals } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { createUserAccount, type WizardInvitation } from './create-user-account.js';
import { memberListRoute } from './member-list.routes.js';
import { createUserAccountBodyFor, profileChangeBody } from './members.schemas.js';
import { requireUser, type User, updatePhone } from './members.service.js';

/** What the wizard needs of auth: an invitation for a member created without a password. */
export interface Invitations {
  issueInvitation(
    tx: DbOrTx,
    user: { id: number; firstname: string },
    createdBy: number | null,
    kind: 'invitation',
  ): Promise<WizardInvitation>;
}

/** Members: the create-user wizard and the member lists (docs/decisions/members.md, "Members"). */
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
      response: { 200: profileAnswer, 202: approvalPending, ...refusals(401, 403, 404, 409, 422) },
      handler: async (request, reply) => {
        const { userId } = request.params;
        const { phone, office } = request.body;
        const who = signedInContext(request);
        const changePhone = (tx: Tx) => updatePhone(tx, userId, phone ?? null, who);
        let user: User;
        if (office !== undefined && (await requireUser(db, userId)).office !== office) {
          // A change of office needs the quorum (docs/decisions/approvals.md, "Kinds"); the phone
          // changes with the call, in its transaction.
          const outcome = await askOrAct(db, clock, 'office_change', { user_id: userId, office }, who, {
            alongside: phone === undefined ? undefined : changePhone,
          });
          if (!outcome.done) return answerOf(reply, outcome);
          user = outcome.answer;
        } else {
          user = await db.transaction((tx) =>
            phone === undefined ? requireUser(tx, userId) : changePhone(tx),
          );
        }
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
