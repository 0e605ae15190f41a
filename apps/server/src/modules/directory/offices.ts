import { type Office, RUNNING_OFFICES, roleOfOffice } from '@links/domain';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Member } from './directory.service.js';

/*
 * The reads and the write of a change of office (docs/decisions/offices.md, "Changing an office");
 * the use case that refuses, locks and audits is members' `changeOffice`.
 */

/** How many users other than `userId` hold an office that keeps the group running. */
export async function otherRunningOfficials(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.office, RUNNING_OFFICES), ne(users.id, userId)));
  return row?.n ?? 0;
}

/** The office `userId` holds now, read inside the caller's transaction; undefined for no such user. */
export async function officeHeldBy(tx: Tx, userId: number): Promise<Office | undefined> {
  const [row] = await tx.select({ office: users.office }).from(users).where(eq(users.id, userId));
  return row?.office;
}

/** The user, locked for the rest of the caller's transaction. */
export async function lockUser(tx: Tx, userId: number): Promise<Member | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Sets the office and the spec's role that goes with it; undefined for no such user. */
export async function setOffice(tx: Tx, userId: number, office: Office): Promise<Member | undefined> {
  const [row] = await tx
    .update(users)
    .set({ office, role: roleOfOffice(office) })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
