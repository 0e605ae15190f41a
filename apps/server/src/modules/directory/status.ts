import type { MemberStatus } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { User } from './directory.service.js';

/**
 * Sets a member's status and exit date (docs/decisions/member-exits.md, "Inactive members"); the use case
 * that refuses, settles and audits is members' exit or reactivation. Undefined for no such user.
 */
export async function setMemberStatus(
  tx: Tx,
  userId: number,
  status: MemberStatus,
  exitedOn: string | null,
): Promise<User | undefined> {
  const [row] = await tx.update(users).set({ status, exitedOn }).where(eq(users.id, userId)).returning();
  return row;
}
