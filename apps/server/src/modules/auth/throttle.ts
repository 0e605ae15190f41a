import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

export interface ThrottleRule {
  failuresPerEmail: number;
  windowMinutes: number;
}

/**
 * docs/decisions/sign-in-limits.md, "The limits": 5 failed logins for one email within 15 minutes lock that
 * email for 15 minutes, counted from the failure that completed the five. Failures are not recorded while
 * locked, so the lock cannot be stretched by an attacker, and it ends on time for the owner.
 * Returns the seconds left on the lock, or 0.
 */
export async function secondsLocked(db: DbOrTx, key: string, rule: ThrottleRule, now: Date) {
  const windowMs = rule.windowMinutes * 60_000;
  const since = new Date(now.getTime() - 2 * windowMs);
  const rows = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), gt(loginFailures.failedAt, since)))
    .orderBy(desc(loginFailures.failedAt))
    .limit(rule.failuresPerEmail * 4);
  const times = rows.map((r) => r.at.getTime()).reverse();
  let lockedUntil = 0;
  for (let i = rule.failuresPerEmail - 1; i < times.length; i++) {
    const last = times[i]!;
    const first = times[i - rule.failuresPerEmail + 1]!;
    if (last - first <= windowMs) lockedUntil = Math.max(lockedUntil, last + windowMs);
  }
  const left = lockedUntil - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Reserves one check for `key` (an email, or the setup code's key) before the check is made
 * (docs/decisions/sign-in-limits.md, "Sign-in limits"): under a transaction-scoped advisory lock of the key,
 * the failures are counted and, unless the key is locked, a failure is recorded at once; the check
 * then runs after the commit. So however many requests arrive together, on however many servers,
 * at most `failuresPerEmail` checks run in a window; a success clears them (`clearFailures`).
 * Returns the seconds left on the lock, or 0 when the check may run.
 */
export function reserveCheck(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.sign-in'), hashtext(${key}))`);
    const locked = await secondsLocked(tx, key, rule, now);
    if (locked === 0) await recordFailure(tx, key, now);
    return locked;
  });
}

export async function recordFailure(db: DbOrTx, key: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email: key, failedAt: at });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, key));
}
