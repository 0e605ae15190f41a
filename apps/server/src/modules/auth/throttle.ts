import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

export interface ThrottleRule {
  failuresPerEmail: number;
  windowMinutes: number;
}

/**
 * decisions §2: 5 failed logins for one email within 15 minutes lock that email for 15 minutes,
 * counted from the failure that completed the five. Failures are not recorded while locked, so
 * the lock cannot be stretched by an attacker, and it ends on time for the owner.
 * Returns the seconds left on the lock, or 0.
 */
export async function secondsLocked(db: DbOrTx, email: string, rule: ThrottleRule, now: Date) {
  const windowMs = rule.windowMinutes * 60_000;
  const since = new Date(now.getTime() - 2 * windowMs);
  const rows = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)))
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

export async function recordFailure(db: DbOrTx, email: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, failedAt: at });
}

export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
