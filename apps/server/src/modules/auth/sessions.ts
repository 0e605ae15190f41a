import type { Clock } from '@links/domain';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, preparedQuery } from '../../db/client.js';
import { dataVersionOf, groupVersionOf } from '../../db/data-version.js';
import { asPlatform, noteRequestVersion, scopeSettings } from '../../db/group-context.js';
import { refreshTokens } from '../../db/schema.js';
import type { CurrentAccess, SessionCheck } from '../../lib/guards.js';
import { memberColumns, memberJoin, membershipsOf, personJoin } from '../directory/index.js';
import { groupJoin, groupSuspended } from '../groups/index.js';

/*
 * A sign-in (a session) is one refresh-token family: the access tokens it issues carry its id as
 * `sid`, and it lives while its tokens are not revoked (docs/decisions/sessions.md, "Sessions and cookies").
 */

/**
 * The role, office and password state now of the user of a live sign-in: one query on the
 * family's partial index, joined to the user by primary key. No row when the sign-in ended or the
 * user is gone.
 */
const liveSessionAccess = preparedQuery<
  { sessionId: string; userId: number },
  (CurrentAccess & { dataVersion: string })[]
>('live_session_access', (db) =>
  db
    .select({
      role: memberColumns.role,
      office: memberColumns.office,
      mustChangePassword: memberColumns.mustChangePassword,
      groupSuspended: groupSuspended,
      // docs/decisions/speed.md, "The data version read with the sign-in".
      dataVersion: groupVersionOf(refreshTokens.groupId),
    })
    .from(refreshTokens)
    .innerJoin(...memberJoin(refreshTokens.userId))
    .innerJoin(...personJoin)
    .innerJoin(...groupJoin(refreshTokens.groupId))
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1),
);

/** How many sign-ins' answers are kept at once (the oldest go first). */
const MOST_KEPT_SESSIONS = 10_000;

/**
 * The guards' check of every signed-in request (lib/guards.ts). With `keepWhileUnchanged` (the
 * embedded database, whose data version counts every write exactly: docs/decisions/speed.md,
 * "Sign-ins checked once while nothing changes") an answer is kept and given again while the group's
 * data version holds: no write since means no sign-in ended and no role changed.
 */
export function createSessionCheck(db: Db, options: { keepWhileUnchanged?: boolean } = {}): SessionCheck {
  const version = options.keepWhileUnchanged ? dataVersionOf(db) : undefined;
  const kept = new Map<string, { version: string; access: CurrentAccess | undefined }>();
  return {
    async currentAccess(userId, sessionId) {
      if (!version) {
        const [access] = await liveSessionAccess(db, { sessionId, userId });
        if (access) noteRequestVersion(access.dataVersion);
        return access;
      }
      const key = `${scopeSettings().groupId}:${userId}:${sessionId}`;
      // The version is read before the row: a write in between makes the kept answer stale at once.
      const now = await version();
      const known = kept.get(key);
      if (known && known.version === now) return known.access;
      const [access] = await liveSessionAccess(db, { sessionId, userId });
      kept.delete(key);
      kept.set(key, { version: now, access });
      if (kept.size > MOST_KEPT_SESSIONS) kept.delete(kept.keys().next().value as string);
      return access;
    },
  };
}

export interface EndSessionsOptions {
  /** A sign-in to keep: the one that changed its own password keeps going. */
  except?: string;
}

/**
 * Ends a user's sign-ins, every one or all but `except`, on every server at once: their refresh
 * tokens are revoked, and their access tokens are refused from the next request on (the guards
 * check the sign-in each time). For a password change or a role change; pass the change's
 * transaction so that both commit together. Answers how many sign-ins ended.
 */
export async function endSessions(
  db: DbOrTx,
  clock: Clock,
  userId: number,
  options: EndSessionsOptions = {},
): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        options.except === undefined ? undefined : ne(refreshTokens.familyId, options.except),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}

/**
 * Ends every sign-in of the person in their other groups than `groupId` (docs/decisions/people.md,
 * "One password"): a new password holds in each group, so no other group's sign-in outlives the
 * old one. Run as the platform, before the change's own transaction: should that one fail, the
 * person only signs in again. Answers how many sign-ins ended.
 */
export async function endSessionsElsewhere(db: Db, clock: Clock, personId: number, groupId: number) {
  const elsewhere = (await membershipsOf(db, personId)).filter((m) => m.groupId !== groupId);
  if (elsewhere.length === 0) return 0;
  const ended = await asPlatform(() =>
    db
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          isNull(refreshTokens.revokedAt),
          or(
            ...elsewhere.map((m) =>
              and(eq(refreshTokens.groupId, m.groupId), eq(refreshTokens.userId, m.userId)),
            ),
          ),
        ),
      )
      .returning({ familyId: refreshTokens.familyId }),
  );
  return new Set(ended.map((row) => row.familyId)).size;
}
