import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { requestCounters } from '../../db/schema.js';

export interface CountedHit {
  /** Hits of this key over the last window, this one included (a sliding estimate). */
  hits: number;
  /** Seconds until the current fixed window ends. */
  secondsLeft: number;
}

/**
 * Counts one hit of `key` in the database, so that every server on it shares the count
 * (docs/decisions/sign-in-limits.md, "The limits"). Hits are kept per fixed window; the rate is the current
 * window's hits plus the previous window's, weighted by how much of it still lies within one window of now,
 * so the count does not drop to zero at a window's edge. One upsert and one read of two rows.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<CountedHit> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const previousStart = new Date(start - windowMs);
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart: new Date(start), hits: 1 })
    .onConflictDoUpdate({
      target: [requestCounters.key, requestCounters.windowStart],
      set: { hits: sql`${requestCounters.hits} + 1` },
    })
    .returning({ hits: requestCounters.hits });
  const current = row?.hits ?? 1;
  if (current === 1) {
    await db
      .delete(requestCounters)
      .where(and(eq(requestCounters.key, key), lt(requestCounters.windowStart, previousStart)));
  }
  const [previous] = await db
    .select({ hits: requestCounters.hits })
    .from(requestCounters)
    .where(and(eq(requestCounters.key, key), eq(requestCounters.windowStart, previousStart)));
  const stillCounted = 1 - (now.getTime() - start) / windowMs;
  const secondsLeft = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  return { hits: current + (previous?.hits ?? 0) * stillCounted, secondsLeft };
}
