import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { memberMatches } from './member-search.js';

/**
 * The ids of the members a search finds (by name, member number, email or phone, as the member
 * list searches). A group's members are few, so another list filters its own rows by these ids
 * through its index of member ids.
 */
export async function memberIdsMatching(db: DbOrTx, text: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(memberMatches(text, { private: true }));
  return rows.map((row) => row.id);
}
