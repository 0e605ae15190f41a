import { type Clock, LAST_RUNNING_OFFICE_MESSAGE, type Office, officePermissions } from '@links/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { endSessions } from '../auth/index.js';
import { type Member, USER_NOT_FOUND } from '../directory/directory.service.js';
import { lockUser, officeHeldBy, otherRunningOfficials, setOffice } from '../directory/index.js';

/**
 * Every change of office waits for this lock, so that two demotions at once cannot both see the
 * other's holder and leave the group without a chair or treasurer (docs/decisions/offices.md,
 * "Changing an office").
 */
const lockOffices = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.offices'))`);

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
): Promise<Member> {
  const refused = () => forbidden('Only an official can change an office.');
  if (!officePermissions[who.office].changesOffices) throw refused();
  await lockOffices(tx);
  // Read again under the lock: a caller demoted a moment ago changes no one's office.
  const callerOffice = await officeHeldBy(tx, who.userId);
  if (!callerOffice || !officePermissions[callerOffice].changesOffices) throw refused();
  const before = await lockUser(tx, userId);
  if (!before) throw notFound(USER_NOT_FOUND);
  if (before.office === office) return before;
  const leavesRunning =
    officePermissions[before.office].keepsGroupRunning && !officePermissions[office].keepsGroupRunning;
  if (leavesRunning && (await otherRunningOfficials(tx, userId)) === 0) {
    throw conflict(LAST_RUNNING_OFFICE_MESSAGE, 'LAST_RUNNING_OFFICE');
  }
  const after = await setOffice(tx, userId, office);
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
