import { randomUUID } from 'node:crypto';
import type { Clock, LoginAnswer } from '@links/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { currentGroupId, runInGroup } from '../../db/group-context.js';
import { refreshTokens } from '../../db/schema.js';
import { unauthorized } from '../../lib/errors.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { findUserById, toSessionUser, type User } from '../directory/directory.service.js';
import type { Outbox } from '../outbox/index.js';
import { firstRun } from './first-run.js';
import { invitationUseCases } from './invitations.js';
import { passwordChangeUseCases } from './password-change.js';
import { passwordResetUseCases } from './password-resets.js';
import { signInUseCases } from './sign-in.js';
import {
  groupOfRefreshToken,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_DAYS,
  type TokenIssuer,
} from './tokens.js';

export { INVALID_CREDENTIALS, MEMBER_LEFT } from './sign-in.js';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function createAuthService(db: Db, tokens: TokenIssuer, config: Config, clock: Clock, outbox: Outbox) {
  async function startSession(tx: DbOrTx, user: User, familyId: string = randomUUID()): Promise<LoginAnswer> {
    const refresh = newRefreshToken(currentGroupId());
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    // The family is the sign-in: its id goes into each access token as `sid` (modules/auth/sessions.ts).
    const access_token = await tokens.signAccess({
      userId: user.id,
      role: user.role,
      sessionId: familyId,
      groupId: currentGroupId(),
    });
    return {
      access_token,
      refresh_token: refresh.token,
      user: toSessionUser(user),
      must_change_password: user.mustChangePassword,
    };
  }
  const ownPassword = { db, clock, config, outbox, startSession };

  return {
    /**
     * Rotates a refresh token (docs/decisions/sessions.md, "Tokens"). A token that was already rotated is a
     * sign it was stolen: its whole family is revoked, and the revocation stays even though the call fails.
     */
    refresh(token: string): Promise<LoginAnswer> {
      return runInGroup(groupOfRefreshToken(token), () => refreshInGroup(token));
    },

    /** Ends the sign-in the refresh token belongs to. Unknown tokens are ignored: logout is idempotent. */
    logout(token: string, context: RequestContext): Promise<void> {
      return runInGroup(groupOfRefreshToken(token), () => logoutInGroup(token, context));
    },

    /** The user behind a verified token; one deleted since the token was issued is signed out. */
    async currentUser(userId: number) {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized(SESSION_ENDED, 'USER_GONE');
      return toSessionUser(user);
    },

    ...signInUseCases(ownPassword),
    ...firstRun(db, config, clock, startSession),
    ...invitationUseCases(ownPassword),
    ...passwordResetUseCases(ownPassword),
    ...passwordChangeUseCases(ownPassword),
  };

  /**
   * Rotates a refresh token, in the group it names (docs/decisions/sessions.md, "Tokens"). A token that
   * was already rotated is a sign it was stolen: its whole family is revoked, and the revocation stays
   * even though the call fails.
   */
  async function refreshInGroup(token: string): Promise<LoginAnswer> {
    const hash = hashRefreshToken(token);
    const outcome = await db.transaction(async (tx) => {
      const [current] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: clock.now() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, clock.now()),
          ),
        )
        .returning();
      if (current) {
        const user = await findUserById(tx, current.userId);
        if (!user) return { ok: false as const };
        return { ok: true as const, answer: await startSession(tx, user, current.familyId) };
      }
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      if (known?.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: clock.now() })
          .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      }
      return { ok: false as const };
    });
    if (!outcome.ok) throw unauthorized(SESSION_ENDED, 'REFRESH_TOKEN_INVALID');
    return outcome.answer;
  }

  /** Ends the sign-in of a refresh token, in the group it names. */
  async function logoutInGroup(token: string, context: RequestContext): Promise<void> {
    const [known] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    if (!known) return;
    await db.transaction(async (tx) => {
      const revoked = await tx
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      // Signing out of a sign-in that has already ended changes nothing, and is not recorded.
      if (revoked.length === 0) return;
      const user = await findUserById(tx, known.userId);
      await recordAudit(
        tx,
        { ...context, userId: known.userId, role: user?.role ?? null },
        {
          action: 'sign_out',
          entity: 'user',
          entityId: known.userId,
          memberId: known.userId,
        },
      );
    });
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
