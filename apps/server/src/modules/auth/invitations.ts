import { createHash, randomBytes } from 'node:crypto';
import {
  formatInvitationCode,
  INVITATION_DAYS,
  invitationCodeFrom,
  invitationMessage,
  invitationPath,
  type Language,
  type LoginAnswer,
  normalizeInvitationCode,
  passwordResetByOfficialMessage,
} from '@links/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { invitations } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { makerActsAlone } from '../approvals/index.js';
import { type RequestContext, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findUserById, requireUser, setPasswordHash } from '../directory/directory.service.js';
import { hasPassword, otherGroupsOf } from '../directory/index.js';
import { linkTo, type OwnPasswordDeps } from './own-password-deps.js';
import { endSessions, endSessionsElsewhere } from './sessions.js';

/*
 * One-time invitations to set one's own password (docs/decisions/passwords.md, "Invitations"):
 * a ten-letter code, kept only as its SHA-256, holding 7 days, used once.
 */

export const INVITATION_NOT_FOUND = 'This invitation does not exist, was already used or has expired.';

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

export type InvitationKind = 'invitation' | 'password_reset_by_official';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newCode(): string {
  for (;;) {
    const code = invitationCodeFrom(randomBytes(32));
    if (code !== undefined) return code;
  }
}

/** The invitation's message in the member's language (docs/decisions/notifications.md, "Account messages"). */
function messageOf(kind: InvitationKind, firstname: string, url: string, code: string, expiresAt: Date) {
  const figures = { firstname, url, code: formatInvitationCode(code), expiresAt };
  const write = kind === 'invitation' ? invitationMessage : passwordResetByOfficialMessage;
  return (language: Language) => write(language, figures);
}

export function invitationUseCases(deps: OwnPasswordDeps) {
  const { db, clock, config, outbox } = deps;

  /** The invitation a code names while it may still be used; undefined when none. */
  async function openInvitation(tx: DbOrTx, input: string) {
    const code = normalizeInvitationCode(input);
    if (code === undefined) return undefined;
    const [row] = await tx.select().from(invitations).where(stillOpen(code));
    return row;
  }

  /** The invitation of a code while it may still be used. */
  const stillOpen = (code: string) =>
    and(
      eq(invitations.codeHash, hashCode(code)),
      isNull(invitations.usedAt),
      gt(invitations.expiresAt, clock.now()),
    );

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
      kind,
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

  /**
   * The group an open invitation's code was issued in: the one anonymous lookup across groups, by
   * the code's hash (docs/decisions/people.md, "Invitations and resets").
   */
  async function groupOfCode(input: string): Promise<number> {
    const code = normalizeInvitationCode(input);
    const [row] =
      code === undefined
        ? []
        : await asPlatform(() =>
            db.select({ groupId: invitations.groupId }).from(invitations).where(stillOpen(code)),
          );
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    return row.groupId;
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

    /** GET /invitations/{code}: whose it is, by first name only; 404 for any other code. */
    async invitationFor(code: string): Promise<{ firstname: string }> {
      return runInGroup(await groupOfCode(code), () => firstnameOf(code));
    },

    async acceptInvitation(code: string, password: string, context: RequestContext): Promise<LoginAnswer> {
      return runInGroup(await groupOfCode(code), () => accept(code, password, context));
    },
  };

  /** Whose invitation a code is, in its group. */
  async function firstnameOf(code: string): Promise<{ firstname: string }> {
    const row = await openInvitation(db, code);
    const user = row ? await findUserById(db, row.userId) : undefined;
    if (!user) throw notFound(INVITATION_NOT_FOUND);
    return { firstname: user.firstname };
  }

  /**
   * POST /invitations/{code}/accept, in the code's group: the member's own password, the invitation
   * used, any other sign-in ended (in the person's other groups too), and a new sign-in, in one
   * transaction; a second use of the code finds nothing.
   */
  async function accept(code: string, password: string, context: RequestContext): Promise<LoginAnswer> {
    const open = await openInvitation(db, code);
    if (!open) throw notFound(INVITATION_NOT_FOUND);
    // An invitation sets a first password only: a person who chose one since (through another
    // group's invitation) keeps it (docs/decisions/people.md, "Invitations and resets").
    if (await hasPassword(db, open.userId)) throw conflict(PASSWORD_ALREADY_SET, 'PASSWORD_ALREADY_SET');
    // Hashing is slow on purpose; it happens before the transaction so that no locks wait on it.
    const passwordHash = await hashPassword(password);
    const invited = await requireUser(db, open.userId);
    await endSessionsElsewhere(db, clock, invited.personId, invited.groupId);
    return db.transaction(async (tx) => {
      const open = await openInvitation(tx, code);
      const [used] = open
        ? await tx
            .update(invitations)
            .set({ usedAt: clock.now() })
            .where(and(eq(invitations.id, open.id), isNull(invitations.usedAt)))
            .returning()
        : [];
      if (!used) throw notFound(INVITATION_NOT_FOUND);
      const user = await setPasswordHash(tx, used.userId, passwordHash, false);
      await endSessions(tx, clock, user.id);
      await recordAudit(
        tx,
        { ...context, userId: user.id, role: user.role },
        { action: 'accept_invitation', entity: 'user', entityId: user.id, memberId: user.id },
      );
      return deps.startSession(tx, user);
    });
  }
}

export type InvitationUseCases = ReturnType<typeof invitationUseCases>;
