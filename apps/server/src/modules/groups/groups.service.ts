import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { groups } from '../../db/schema.js';

/** The groups that may change anything now, oldest first (docs/decisions/groups.md, "Groups"). */
export function activeGroupIds(db: Db): Promise<number[]> {
  return asPlatform(async () => {
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.status, 'active'))
      .orderBy(asc(groups.id));
    return rows.map((row) => row.id);
  });
}

/**
 * Runs `work` in each active group in turn, each in its own group (docs/decisions/groups.md,
 * "The group of a request"): a job's round of the groups. One group's failure is reported and
 * does not stop the others; the results come back in group order.
 */
export async function forEachGroup<T>(
  db: Db,
  work: (groupId: number) => Promise<T>,
  onError: (groupId: number, error: unknown) => void,
): Promise<T[]> {
  const done: T[] = [];
  for (const groupId of await activeGroupIds(db)) {
    try {
      done.push(await runInGroup(groupId, () => work(groupId)));
    } catch (error) {
      onError(groupId, error);
    }
  }
  return done;
}
