import type { Db, DbOrTx } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { insertHashedUser, normalizeEmail } from '../directory/directory.service.js';
import { hasPassword } from '../directory/index.js';
import { createGroup } from '../groups/index.js';

/** An invitation for a new group's first official: the auth module's, left in the group's outbox. */
export type IssueInvitation = (
  tx: DbOrTx,
  user: { id: number; firstname: string },
  kind: 'invitation' | { groupSignup: string },
) => Promise<{ invitation_url: string; invitation_code: string; invitation_expires_at: string }>;

export interface NewGroup {
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  /** Who opens it: the host, or the first official from /signup (then it waits for them, `pending`). */
  by: 'host' | 'signup';
}

/**
 * A new group as every group is opened, with its first official, the chair
 * (docs/decisions/host.md, "Opening a group"; docs/decisions/signup.md). The host's official gets an
 * invitation unless they already sign in; a group from /signup always sends its first official a
 * code, which confirms the group.
 */
export async function openGroupWithChair(
  db: Db,
  invite: IssueInvitation,
  context: RequestContext,
  group: NewGroup,
) {
  const groupId = await createGroup(db, group.name, group.by === 'signup' ? 'pending' : 'active');
  const created = await runInGroup(groupId, () =>
    db.transaction(async (tx) => {
      const official = await insertHashedUser(tx, {
        firstname: group.firstname,
        lastname: group.lastname,
        email: normalizeEmail(group.email),
        role: 'admin',
        office: 'chair',
        passwordHash: null,
      });
      const invitation =
        group.by === 'signup'
          ? await invite(tx, official, { groupSignup: group.name })
          : (await hasPassword(tx, official.id))
            ? null
            : await invite(tx, official, 'invitation');
      await recordAudit(tx, context, {
        action: 'create_group',
        entity: 'group',
        entityId: groupId,
        after: { name: group.name, first_official: official.id, by: group.by },
      });
      return { official, invitation };
    }),
  );
  return { groupId, ...created };
}
