import {
  formatInvitationCode,
  groupSignupMessage,
  INVITATION_DAYS,
  type InvitationView,
  invitationMessage,
  invitationPath,
  type Language,
  type LoginAnswer,
  passwordResetByOfficialMessage,
} from '@links/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { invitations } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { makerActsAlone } from '../approvals/index.js';
import { type RequestContext, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findUserById, requireUser, setPasswordHash } from '../directory/directory.service.js';
import { hasPassword, otherGroupsOf } from '../directory/index.js';
import { groupRow, startPendingGroup } from '../groups/index.js';
import {
  groupOfCode,
  hashCode,
  INVITATION_NOT_FOUND,
  newCode,
  openInvitation,
  useInvitation,
} from './invitation-codes.js';
import { linkTo, type OwnPasswordDeps } from './own-password-deps.js';
import { endSessions, endSessionsElsewhere } from './sessions.js';

/*
 * One-time invitations to set one's own password (docs/decisions/passwords.md, "Invitations"):
 * a ten-letter code, kept only as its SHA-256, holding 7 days, used once.
 */

export { INVITATION_NOT_FOUND };

/** What an answer says of an invitation: the link, the code to read out, when it stops holding. */
export interface InvitationFields {
  invitation_url: string;
  invitation_code: string;
  invitation_expires_at: string;
}

export const OWN_RESET = 'Use Change password for your own password.';
export const OFFICIAL_RESET =
  "Another official's password is not reset while money out needs more than one official: " +
  'they choose a new one with "Forgot password?" on the sign-in page.';

export const RESET_ELSEWHERE =
  'This member also belongs to another group, where the same password signs them in: ' +
  'they choose a new one with "Forgot password?" on the sign-in page.';

export const PASSWORD_ALREADY_SET =
  'You already have a Links password: sign in with it, or use "Forgot password?" on the sign-in page.';

/**
 * An invitation to a group that exists, a password taken away by an official, or the confirmation
 * of a group registered from /signup (docs/decisions/signup.md), which names the group.
 */
export type InvitationKind = 'invitation' | 'password_reset_by_official' | { groupSignup: string };

/** The invitation's message in the member's language (docs/decisions/notifications.md, "Account messages"). */
function messageOf(kind: InvitationKind, firstname: string, url: string, code: string, expiresAt: Date) {
  const figures = { firstname, url, code: formatInvitationCode(code), expiresAt };
  if (typeof kind === 'object')
    return (language: Language) => groupSignupMessage(language, { ...figures, groupName: kind.groupSignup });
  const write = kind === 'invitation' ? invitationMessage : passwordResetByOfficialMessage;
  return (language: Language) => write(language, figures);
}

export function invitationUseCases(deps: OwnPasswordDeps) {
  const { db, clock, config, outbox } = deps;

  /**
   * Issues a fresh invitation for the user in the caller's transaction, retiring any earlier
   * one, and leaves it in the outbox for them.
   */
  async function issueInvitation(
    tx: DbOrTx,
    user: { id: number; firstname: string },
    createdBy: number | null,
    kind: InvitationKind,
  ): Promise<InvitationFields> {
    const now = clock.now();
    await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.userId, user.id), isNull(invitations.usedAt)));
    const code = newCode();
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    await tx.insert(invitations).values({
      userId: user.id,
      codeHash: hashCode(code),
      createdBy,
      expiresAt,
      createdAt: now,
    });
    const url = linkTo(config, invitationPath(code));
    await outbox.leave(tx, {
      userId: user.id,
      kind: typeof kind === 'object' ? 'group_signup' : kind,
      secret: true,
      everyChannel: true,
      text: messageOf(kind, user.firstname, url, code, expiresAt),
    });
    return {
      invitation_url: url,
      invitation_code: formatInvitationCode(code),
      invitation_expires_at: expiresAt.toISOString(),
    };
  }

  return {
    issueInvitation,

    /**
     * POST /users/{userId}/password-reset (officials): the member's password taken away, their
     * sign-ins ended, a fresh invitation issued and left for them with word of what happened, one
     * audit record; never a password (docs/decisions/passwords.md, "A reset by an official").
     */
    async resetByOfficial(userId: number, context: SignedInContext): Promise<InvitationFields> {
      if (userId === context.userId) throw unprocessable(OWN_RESET, undefined, 'OWN_PASSWORD');
      // The password is the person's in every group: one group's officials do not take it away
      // (docs/decisions/people.md, "One password"). Asked across groups, before the transaction.
      const target = await findUserById(db, userId);
      if (target && (await otherGroupsOf(db, target.personId, target.groupId)).length > 0)
        throw conflict(RESET_ELSEWHERE, 'MEMBER_OF_OTHER_GROUPS');
      return db.transaction(async (tx) => {
        const member = await requireUser(tx, userId);
        // The invitation goes to the official who asks: for another official's account, only
        // where that official could act alone anyway (docs/decisions/passwords.md, "A reset by an official").
        if (member.role === 'admin' && !(await makerActsAlone(tx, context.userId, member.id)))
          throw conflict(OFFICIAL_RESET, 'OFFICIAL_RESET');
        await setPasswordHash(tx, member.id, null, false);
        const ended = await endSessions(tx, clock, member.id);
        const invitation = await issueInvitation(tx, member, context.userId, 'password_reset_by_official');
        await recordAudit(tx, context, {
          action: 'reset_password',
          entity: 'member',
          entityId: member.id,
          memberId: member.id,
          after: { sign_ins_ended: ended, invitation_expires_at: invitation.invitation_expires_at },
        });
        return invitation;
      });
    },

    /**
     * GET /invitations/{code}: whose it is, by first name only, whether they already have a password
     * and, for a group registered from /signup, its name; 404 for any other code.
     */
    async invitationFor(code: string): Promise<InvitationView> {
      const groupId = await groupOfCode(db, clock, code);
      const group = await groupRow(db, groupId);
      return runInGroup(groupId, async () => {
        const row = await openInvitation(db, clock, code);
        const user = row ? await findUserById(db, row.userId) : undefined;
        if (!user) throw notFound(INVITATION_NOT_FOUND);
        return {
          firstname: user.firstname,
          has_password: await hasPassword(db, user.id),
          new_group: group?.status === 'pending' ? group.name : null,
        };
      });
    },

    async acceptInvitation(code: string, password: string, context: RequestContext): Promise<LoginAnswer> {
      const groupId = await groupOfCode(db, clock, code);
      return runInGroup(groupId, () => accept(groupId, code, password, context));
    },
  };

  /**
   * POST /invitations/{code}/accept, in the code's group: the member's own password, the invitation
   * used, any other sign-in ended (in the person's other groups too), and a new sign-in, in one
   * transaction; a second use of the code finds nothing.
   */
  async function accept(
    groupId: number,
    code: string,
    password: string,
    context: RequestContext,
  ): Promise<LoginAnswer> {
    const open = await openInvitation(db, clock, code);
    if (!open) throw notFound(INVITATION_NOT_FOUND);
    // An invitation sets a first password only: a person who chose one since (through another
    // group's invitation) keeps it (docs/decisions/people.md, "Invitations and resets").
    if (await hasPassword(db, open.userId)) throw conflict(PASSWORD_ALREADY_SET, 'PASSWORD_ALREADY_SET');
    // Hashing is slow on purpose; it happens before the transaction so that no locks wait on it.
    const passwordHash = await hashPassword(password);
    const invited = await requireUser(db, open.userId);
    await endSessionsElsewhere(db, clock, invited.personId, invited.groupId);
    // A group registered from /signup starts with its first official's answer: the code reached
    // their mailbox (docs/decisions/signup.md, "Confirming"). Across groups, before the transaction.
    const started = await startPendingGroup(db, groupId);
    return db.transaction(async (tx) => {
      const used = await useInvitation(tx, clock, code);
      if (!used) throw notFound(INVITATION_NOT_FOUND);
      const user = await setPasswordHash(tx, used.userId, passwordHash, false);
      await endSessions(tx, clock, user.id);
      await recordAudit(
        tx,
        { ...context, userId: user.id, role: user.role },
        {
          action: 'accept_invitation',
          entity: 'user',
          entityId: user.id,
          memberId: user.id,
          after: started ? { group_started: true } : undefined,
        },
      );
      return deps.startSession(tx, user);
    });
  }
}

export type InvitationUseCases = ReturnType<typeof invitationUseCases>;
