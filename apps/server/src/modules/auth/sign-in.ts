import type { GroupChoice, LoginAnswer } from '@links/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { currentGroupId, runInGroup } from '../../db/group-context.js';
import { refreshTokens } from '../../db/schema.js';
import {
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../lib/errors.js';
import type { TokenClaims } from '../../lib/guards.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { normalizeEmail, requireUser } from '../directory/directory.service.js';
import { findPersonByEmail, noteLastGroup, personOfUser } from '../directory/index.js';
import { groupRow, startPendingGroup } from '../groups/index.js';
import { noteDevice, type SignInDevice } from './devices.js';
import { groupOfCode, INVITATION_NOT_FOUND, openInvitation, useInvitation } from './invitation-codes.js';
import { groupChoices, landingOf, liveMemberships, membershipToChoose } from './memberships.js';
import type { OwnPasswordDeps } from './own-password-deps.js';
import { clearFailures, reserveCheck } from './throttle.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const MEMBER_LEFT = 'This member has left the group. Ask an official to reactivate you.';
export const NOT_YOUR_PASSWORD = 'This is not your Links password.';
export const CHOOSE_PASSWORD_FIRST = 'Choose your password with this invitation instead.';

/** Signing in, and moving a sign-in to another of the person's groups (docs/decisions/people.md). */
export function signInUseCases(deps: OwnPasswordDeps) {
  const { db, clock, config, outbox, startSession } = deps;

  /** A new sign-in in the membership's group, with the person's groups beside it. */
  async function signInto(
    groupId: number,
    userId: number,
    personId: number,
    context: RequestContext,
    audit: { action: string; after?: Record<string, unknown> },
    device?: SignInDevice,
  ): Promise<LoginAnswer> {
    const live = await liveMemberships(db, personId);
    const groups = await groupChoices(db, live, groupId);
    return runInGroup(groupId, () =>
      db.transaction(async (tx) => {
        const user = await requireUser(tx, userId);
        await noteLastGroup(tx, personId, groupId);
        await recordAudit(
          tx,
          { ...context, userId: user.id, role: user.role },
          { action: audit.action, entity: 'user', entityId: user.id, memberId: user.id, after: audit.after },
        );
        const answer = await startSession(tx, user);
        if (device) await noteDevice(tx, outbox, clock, user, device);
        return { ...answer, groups };
      }),
    );
  }

  /**
   * Reserves one password check of the email, refused while the email is locked
   * (docs/decisions/sign-in-limits.md, "Sign-in limits"); the reservation stays as a failure unless
   * cleared.
   */
  async function reservePasswordCheck(email: string): Promise<void> {
    const locked = await reserveCheck(db, email, config.throttle, clock.now());
    if (locked > 0) {
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${Math.ceil(locked / 60)} minutes.`,
        locked,
      );
    }
  }

  /** A reserved password check of the person's, as sign-in counts it; false when it fails. */
  async function checkPassword(email: string, passwordHash: string, password: string): Promise<boolean> {
    await reservePasswordCheck(email);
    if (!(await verifyPassword(passwordHash, password))) return false;
    await clearFailures(db, email);
    return true;
  }

  return {
    /**
     * POST /invitations/{code}/confirm: a person who already signs in to Links confirms, with their
     * password, the group they registered from /signup (docs/decisions/signup.md, "Confirming"): the
     * group starts and they are signed in there.
     */
    async confirmGroup(code: string, password: string, context: RequestContext): Promise<LoginAnswer> {
      const groupId = await groupOfCode(db, clock, code);
      if ((await groupRow(db, groupId))?.status !== 'pending') throw notFound(INVITATION_NOT_FOUND);
      const open = await runInGroup(groupId, () => openInvitation(db, clock, code));
      const person = open && (await runInGroup(groupId, () => personOfUser(db, open.userId)));
      if (!open || !person) throw notFound(INVITATION_NOT_FOUND);
      if (!person.passwordHash) throw conflict(CHOOSE_PASSWORD_FIRST, 'PASSWORD_NOT_SET');
      if (!(await checkPassword(person.email, person.passwordHash, password)))
        throw unprocessable(NOT_YOUR_PASSWORD, { password: NOT_YOUR_PASSWORD }, 'NOT_YOUR_PASSWORD');
      await startPendingGroup(db, groupId);
      const used = await runInGroup(groupId, () => db.transaction((tx) => useInvitation(tx, clock, code)));
      if (!used) throw notFound(INVITATION_NOT_FOUND);
      return signInto(groupId, open.userId, person.id, context, { action: 'confirm_group' });
    },

    /**
     * Signs in; the success or the failure is one audit record (docs/architecture.md "Audit"). The
     * password check is reserved first, so the email's limit holds however many requests arrive
     * together (docs/decisions/sign-in-limits.md, "Sign-in limits"); an unknown email costs the same
     * one check. The sign-in lands in the person's last group (docs/decisions/people.md, "Signing in").
     */
    async login(
      emailInput: string,
      password: string,
      context: RequestContext,
      device?: SignInDevice,
    ): Promise<LoginAnswer> {
      const email = normalizeEmail(emailInput);
      await reservePasswordCheck(email);
      const person = await findPersonByEmail(db, email);
      // A person without a password yet (an invitation waits) cannot be signed in as by anyone.
      const ok = person?.passwordHash
        ? await verifyPassword(person.passwordHash, password)
        : await burnPasswordCheck(password);
      const memberships = person ? await liveMemberships(db, person.id) : [];
      const landing = person ? landingOf(person, memberships) : undefined;
      if (!person || !ok) {
        // The reserved check stays as the failure, recorded where the person would have landed.
        const failed = () =>
          recordAudit(db, context, {
            action: 'sign_in_failed',
            entity: 'user',
            entityId: landing?.userId,
            memberId: landing?.userId,
            after: { email },
          });
        await (landing ? runInGroup(landing.groupId, failed) : failed());
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      // A member who left signs in no more (docs/decisions/member-exits.md, "Inactive members"); said
      // only to whoever knows their password.
      if (!landing) {
        await clearFailures(db, email);
        throw forbidden(MEMBER_LEFT, 'MEMBER_INACTIVE');
      }
      await clearFailures(db, email);
      return signInto(landing.groupId, landing.userId, person.id, context, { action: 'sign_in' }, device);
    },

    /** GET /me/groups: the person's groups, the sign-in's own marked current, and whether they host. */
    async myGroups(who: TokenClaims): Promise<{ groups: GroupChoice[]; host: boolean }> {
      const person = await personOfUser(db, who.userId);
      if (!person) return { groups: [], host: false };
      return {
        groups: await groupChoices(db, await liveMemberships(db, person.id), currentGroupId()),
        // docs/decisions/host.md: the web shows the host's screen to the host's operator only.
        host: config.hostAdminEmail !== undefined && person.email === config.hostAdminEmail,
      };
    },

    /**
     * POST /me/group: the caller's sign-in ends here and a new one starts in the chosen group, where
     * the move is one audit record (docs/decisions/people.md, "Choosing a group").
     */
    async chooseGroup(who: TokenClaims, groupId: number, context: RequestContext): Promise<LoginAnswer> {
      const from = currentGroupId();
      const person = await personOfUser(db, who.userId);
      if (!person) throw unauthorized('Your session has ended. Please sign in again.', 'USER_GONE');
      const target = membershipToChoose(await liveMemberships(db, person.id), groupId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.familyId, who.sessionId), isNull(refreshTokens.revokedAt)));
      return signInto(target.groupId, target.userId, person.id, context, {
        action: 'choose_group',
        after: { from_group: from },
      });
    },
  };
}
