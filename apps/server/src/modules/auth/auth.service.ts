import { randomUUID } from 'node:crypto';
import { type Clock, type LoginAnswer, type SetupInput, setupSchema } from '@links/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { auditFields, type RequestContext, recordAudit, scriptContext } from '../audit/audit.service.js';
import {
  countUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  toSessionUser,
  type User,
} from '../members/members.service.js';
import { ensureSettings } from '../settings/settings.service.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import { clearFailures, recordFailure, secondsLocked } from './throttle.js';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenIssuer } from './tokens.js';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function createAuthService(db: Db, tokens: TokenIssuer, config: Config, clock: Clock) {
  async function startSession(tx: DbOrTx, user: User, familyId: string = randomUUID()): Promise<LoginAnswer> {
    const refresh = newRefreshToken();
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    // The family is the sign-in: its id goes into each access token as `sid` (modules/auth/sessions.ts).
    const access_token = await tokens.signAccess({ userId: user.id, role: user.role, sessionId: familyId });
    return { access_token, refresh_token: refresh.token, user: toSessionUser(user) };
  }

  return {
    /** Signs in; the success or the failure is one audit record (docs/architecture.md "Audit"). */
    async login(emailInput: string, password: string, context: RequestContext): Promise<LoginAnswer> {
      const email = normalizeEmail(emailInput);
      const locked = await secondsLocked(db, email, config.throttle, clock.now());
      if (locked > 0) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(locked / 60)} minutes.`,
          locked,
        );
      }
      const user = await findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await burnPasswordCheck(password);
      if (!user || !ok) {
        await db.transaction(async (tx) => {
          await recordFailure(tx, email, clock.now());
          await recordAudit(tx, context, {
            action: 'sign_in_failed',
            entity: 'user',
            entityId: user?.id,
            memberId: user?.id,
            after: { email },
          });
        });
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      return db.transaction(async (tx) => {
        await clearFailures(tx, email);
        await recordAudit(
          tx,
          { ...context, userId: user.id, role: user.role },
          {
            action: 'sign_in',
            entity: 'user',
            entityId: user.id,
            memberId: user.id,
          },
        );
        return startSession(tx, user);
      });
    },

    /**
     * Rotates a refresh token (decisions §2). A token that was already rotated is a sign it was
     * stolen: its whole family is revoked, and the revocation stays even though the call fails.
     */
    async refresh(token: string): Promise<LoginAnswer> {
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
    },

    /** Ends the sign-in the refresh token belongs to. Unknown tokens are ignored: logout is idempotent. */
    async logout(token: string, context: RequestContext): Promise<void> {
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
    },

    /** The user behind a verified token; one deleted since the token was issued is signed out. */
    async currentUser(userId: number) {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized(SESSION_ENDED, 'USER_GONE');
      return toSessionUser(user);
    },

    async setupNeeded(): Promise<boolean> {
      return (await countUsers(db)) === 0;
    },

    /** First run: names the group and creates the first admin. Exactly one caller can win (decisions §2). */
    async setup(input: SetupInput, context: RequestContext): Promise<LoginAnswer> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.setup'))`);
        if ((await countUsers(tx)) > 0) {
          throw conflict('Links is already set up. Sign in instead.', 'ALREADY_SET_UP');
        }
        await ensureSettings(tx, input.group_name);
        const user = await insertUser(tx, { ...input, role: 'admin' });
        await recordSetup(tx, { ...context, userId: user.id, role: user.role }, user, input.group_name);
        return startSession(tx, user);
      });
    },

    /** LINKS_ADMIN_EMAIL and LINKS_ADMIN_PASSWORD create the first admin at start, for scripted installs. */
    async bootstrapAdmin(): Promise<'created' | 'skipped'> {
      const admin = config.bootstrapAdmin;
      if (!admin) return 'skipped';
      const parsed = setupSchema.safeParse({
        group_name: config.defaultGroupName,
        firstname: 'Group',
        lastname: 'Admin',
        email: admin.email,
        password: admin.password,
      });
      if (!parsed.success) {
        throw new Error(`LINKS_ADMIN_EMAIL/LINKS_ADMIN_PASSWORD: ${parsed.error.issues[0]?.message}`);
      }
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.setup'))`);
        if ((await countUsers(tx)) > 0) return 'skipped' as const;
        await ensureSettings(tx, parsed.data.group_name);
        const user = await insertUser(tx, { ...parsed.data, role: 'admin' });
        await recordSetup(tx, scriptContext(clock, user.id), user, parsed.data.group_name);
        return 'created' as const;
      });
    },
  };
}

/** First run: the group named and its first admin created, as one record. */
function recordSetup(tx: DbOrTx, context: RequestContext, user: User, groupName: string) {
  return recordAudit(tx, context, {
    action: 'setup',
    entity: 'user',
    entityId: user.id,
    memberId: user.id,
    after: { ...auditFields(user), group_name: groupName },
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
