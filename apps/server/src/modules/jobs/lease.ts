import { and, eq, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobLeases } from '../../db/schema.js';

/**
 * A job's lease (docs/decisions/notifications.md, "Delivery"): a server runs the job while it holds
 * the lease. Taking it is one statement, so of servers asking at once exactly one gets it; the
 * holder renews it while it runs and gives it up at the end; a holder that died loses it when it
 * expires.
 */
export async function takeLease(
  db: DbOrTx,
  name: string,
  holder: string,
  now: Date,
  seconds: number,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: or(lte(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
    })
    .returning({ name: jobLeases.name });
  return taken.length === 1;
}

/** Gives the lease up at `now`, when `holder` still holds it: another server may take it at once. */
export async function releaseLease(db: DbOrTx, name: string, holder: string, now: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expiresAt: now })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
