import type { MemberStatus } from '@links/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Member } from './directory.service.js';

/**
 * Sets a member's status and exit date (docs/decisions/member-exits.md, "Inactive members"); the use case
 * that refuses, settles and audits is members' exit or reactivation. Undefined for no such user.
 */
export async function setMemberStatus(
  tx: Tx,
  userId: number,
  status: MemberStatus,
  exitedOn: string | null,
): Promise<Member | undefined> {
  const [row] = await tx.update(users).set({ status, exitedOn }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * The members who left (docs/decisions/member-exits.md, "Inactive members"): the monthly expectations,
 * the missed-contribution fines and the share-out leave them out. The members table is small.
 */
export async function inactiveMemberIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.status, 'inactive'));
  return new Set(rows.map((row) => row.id));
}

/**
 * The members who are active now, by id: those told of every payout of the group's money
 * (docs/decisions/notifications.md, "Money out").
 */
export async function activeMemberIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** How each of some users is reached: addresses, language and channels (docs/decisions/notifications.md). */
export async function contactsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      language: users.language,
      channels: users.channels,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
