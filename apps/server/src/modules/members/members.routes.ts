import { type Clock, formatMemberNumber, operations } from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { askOrAct } from '../approvals/approvals.service.js';
import { answerOf } from '../approvals/index.js';
import { signedInContext } from '../audit/audit.service.js';
import { type Member, requireUser } from '../directory/directory.service.js';
import type { Outbox } from '../outbox/index.js';
import { reactivateMember } from './exit.service.js';
import { exitPreviewAnswer, planExit } from './exit-plan.js';
import { memberListRoute } from './member-list.routes.js';
import { updatePhone } from './profile.service.js';

/**
 * Members: the member lists and a member's profile (docs/decisions/members.md, "The profile card"); the
 * wizard is enrolment's.
 */
export function membersRoutes(db: Db, guards: Guards, clock: Clock, outbox: Outbox) {
  return moduleRoutes(['members'], (route, instance) => {
    memberListRoute(instance, db, guards);

    route(operations.exitPreview, guards.admin, {
      summary:
        "What a member's exit would settle on a day: savings, loans, pledges both ways, the refund or the shortfall",
      description: 'Officials and the auditor (docs/decisions/member-exits.md, "The preview").',
      handler: async (request) => {
        const date = request.query.date ?? clock.today();
        return exitPreviewAnswer(db, await planExit(db, request.params.userId, date));
      },
    });

    route(operations.memberExit, guards.admin, {
      summary:
        'A member leaves: their loans settled from their savings, the rest refunded, and they become inactive; under the quorum',
      description:
        'Refused (409) while they guarantee a loan still owed, for the last chair or treasurer; docs/decisions/member-exits.md.',
      today: () => clock.today(),
      handler: async (request, reply) => {
        const who = signedInContext(request);
        const payload = { user_id: request.params.userId, ...request.body };
        // The answer's schema leaves out the name the request's summary uses.
        return answerOf(reply, await askOrAct(db, clock, 'member_exit', payload, who));
      },
    });

    route(operations.reactivateMember, guards.admin, {
      summary: 'A member who left is active again; no money moves, they are told',
      description: 'docs/decisions/member-exits.md, "Reactivation".',
      handler: async (request) =>
        reactivateMember(db, signedInContext(request), outbox, request.params.userId),
    });

    route(operations.changeProfile, guards.admin, {
      summary:
        "Change a member's profile: the phone payments are matched by (null clears it) and the office held",
      description:
        "A change of office ends the member's sign-ins; the group always keeps a chair or a treasurer (docs/decisions/offices.md).",
      handler: async (request, reply) => {
        const { userId } = request.params;
        const { phone, office } = request.body;
        const who = signedInContext(request);
        const changePhone = (tx: Tx) => updatePhone(tx, userId, phone ?? null, who);
        let user: Member;
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
