import {
  type Clock,
  LAST_RUNNING_OFFICE_MESSAGE,
  type Office,
  officePermissions,
  RUNNING_OFFICES,
  roleOfOffice,
} from '@links/domain';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { endSessions } from '../auth/index.js';
import { USER_NOT_FOUND, type User } from './members.service.js';

/**
 * Every change of office waits for this lock, so that two demotions at once cannot both see the
 * other's holder and leave the group without a chair or treasurer (docs/decisions/offices.md,
 * "Changing an office").
 */
const lockOffices = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.offices'))`);

/** How many users other than `userId` hold an office that keeps the group running. */
async function otherRunningOfficials(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.office, RUNNING_OFFICES), ne(users.id, userId)));
  return row?.n ?? 0;
}

/**
 * Promotes or demotes a user (docs/decisions/offices.md, "Changing an office"), inside the caller's
 * transaction: refused unless `who` may change offices; refused (409) when it would leave the group
 * without a chair or treasurer. The change sets the office and the spec's role together, ends the
 * user's sign-ins and writes one `member` `update` record; changing nothing writes nothing.
 */
export async function changeOffice(
  tx: Tx,
  clock: Clock,
  who: SignedInContext,
  userId: number,
  office: Office,
): Promise<User> {
  const refused = () => forbidden('Only an official can change an office.');
  if (!officePermissions[who.office].changesOffices) throw refused();
  await lockOffices(tx);
  // Read again under the lock: a caller demoted a moment ago changes no one's office.
  const [caller] = await tx.select({ office: users.office }).from(users).where(eq(users.id, who.userId));
  if (!caller || !officePermissions[caller.office].changesOffices) throw refused();
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) throw notFound(USER_NOT_FOUND);
  if (before.office === office) return before;
  const leavesRunning =
    officePermissions[before.office].keepsGroupRunning && !officePermissions[office].keepsGroupRunning;
  if (leavesRunning && (await otherRunningOfficials(tx, userId)) === 0) {
    throw conflict(LAST_RUNNING_OFFICE_MESSAGE, 'LAST_RUNNING_OFFICE');
  }
  const [after] = await tx
    .update(users)
    .set({ office, role: roleOfOffice(office) })
    .where(eq(users.id, userId))
    .returning();
  if (!after) throw notFound(USER_NOT_FOUND);
  await endSessions(tx, clock, userId);
  await recordAudit(tx, who, {
    action: 'update',
    entity: 'member',
    entityId: userId,
    memberId: userId,
    before: { office: before.office, role: before.role },
    after: { office: after.office, role: after.role },
  });
  return after;
}
