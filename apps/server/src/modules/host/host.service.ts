import {
  type CreateHostedGroupBody,
  groupResumedMessage,
  groupSuspendedMessage,
  type HostGroup,
  type Language,
} from '@links/domain';
import type { Db, Tx } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import {
  lastActivities,
  type RequestContext,
  recordAudit,
  type SignedInContext,
} from '../audit/audit.service.js';
import { activeMemberCounts, activeMemberIds, personOfUser } from '../directory/index.js';
import { type GroupRow, groupRow, groupsPage, setGroupStatus } from '../groups/index.js';
import { outboxAt } from '../outbox/index.js';
import { getSettings } from '../settings/settings.service.js';
import { type IssueInvitation, openGroupWithChair } from './open-group.js';
import { storageOf } from './storage.js';

/*
 * The host's work (docs/decisions/host.md): the deployment's groups with their sizes, a new group
 * with its first official, and suspending or resuming one. Nothing of a group's money.
 */

export const NOT_THE_HOST = "Only the host's operator can do this.";
export const GROUP_NOT_FOUND = 'Group not found.';
export const GROUP_PENDING =
  'This group waits for its first official to confirm it: it can be suspended or resumed once it has started.';

/**
 * Every member of the group who has not left is told that it was suspended or resumed
 * (docs/decisions/groups.md, "Suspended groups"), in the group's outbox, in the change's transaction.
 */
async function tellMembers(tx: Tx, context: RequestContext, status: 'active' | 'suspended') {
  const settings = await getSettings(tx);
  const groupName = settings?.groupName ?? '';
  const kind = status === 'suspended' ? ('group_suspended' as const) : ('group_resumed' as const);
  const write = status === 'suspended' ? groupSuspendedMessage : groupResumedMessage;
  await outboxAt(context.at).leaveMany(
    tx,
    (await activeMemberIds(tx)).map((userId) => ({
      userId,
      kind,
      eventKey: `${kind}:${context.at.toISOString()}`,
      text: (language: Language) => write(language, { groupName }),
    })),
  );
}

export function hostService(db: Db, hostEmail: string | undefined, invite: IssueInvitation) {
  /** Refuses anyone but the host's operator: 404 with no host at all, 403 for another person. */
  async function requireHost(userId: number): Promise<void> {
    if (hostEmail === undefined) throw notFound('Not found.');
    const person = await personOfUser(db, userId);
    if (person?.email !== hostEmail) throw forbidden(NOT_THE_HOST, 'NOT_THE_HOST');
  }

  /** The rows of the host's list, with members, last activity and storage. */
  async function described(rows: GroupRow[]): Promise<HostGroup[]> {
    const ids = rows.map((row) => row.id);
    const [members, activity, storage] = [
      await activeMemberCounts(db, ids),
      await lastActivities(db, ids),
      await storageOf(db, ids),
    ];
    return rows.map((row) => ({
      group_id: row.id,
      name: row.name,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      members: members.get(row.id) ?? 0,
      last_activity: activity.get(row.id)?.toISOString() ?? null,
      storage_bytes: storage.get(row.id) ?? 0,
    }));
  }

  /** The host's own record of what they did, in the group they work from. */
  const noteInHostGroup = (who: SignedInContext, action: string, groupId: number, after: object) =>
    recordAudit(db, who, { action, entity: 'group', entityId: groupId, after: { ...after } });

  return {
    requireHost,

    async list(who: SignedInContext, page: { page: number; perPage: number; q?: string }) {
      await requireHost(who.userId);
      const { rows, total } = await groupsPage(db, page);
      return {
        data: await described(rows),
        pagination: {
          page: page.page,
          per_page: page.perPage,
          total,
          pages: Math.ceil(total / page.perPage),
        },
      };
    },

    /**
     * A new group, opened as every group is, with its first official (the chair): a new person is
     * invited, one who already signs in finds the group in their switcher
     * (docs/decisions/people.md, "Adding a member").
     */
    async create(who: SignedInContext, context: RequestContext, body: CreateHostedGroupBody) {
      await requireHost(who.userId);
      const created = await openGroupWithChair(db, invite, context, {
        name: body.name,
        firstname: body.official_firstname,
        lastname: body.official_lastname,
        email: body.official_email,
        by: 'host',
      });
      await noteInHostGroup(who, 'host_create_group', created.groupId, { name: body.name });
      return {
        group_id: created.groupId,
        name: body.name,
        official_user_id: created.official.id,
        invitation_url: created.invitation?.invitation_url ?? null,
        invitation_code: created.invitation?.invitation_code ?? null,
        invitation_expires_at: created.invitation?.invitation_expires_at ?? null,
        message: created.invitation
          ? 'Group created. Give the first official this invitation to choose their password.'
          : 'Group created. Its first official already signs in to Links: they find it among their groups.',
      };
    },

    /** Suspends or resumes a group (docs/decisions/groups.md, "Suspended groups"). */
    async setStatus(
      who: SignedInContext,
      context: RequestContext,
      groupId: number,
      status: 'active' | 'suspended',
    ) {
      await requireHost(who.userId);
      if (!(await setGroupStatus(db, groupId, status))) {
        if ((await groupRow(db, groupId))?.status === 'pending')
          throw conflict(GROUP_PENDING, 'GROUP_PENDING');
        throw notFound(GROUP_NOT_FOUND);
      }
      const action = status === 'suspended' ? 'suspend_group' : 'resume_group';
      await runInGroup(groupId, () =>
        db.transaction(async (tx) => {
          await recordAudit(tx, context, {
            action,
            entity: 'group',
            entityId: groupId,
            after: { by: 'host' },
          });
          await tellMembers(tx, context, status);
        }),
      );
      await noteInHostGroup(who, `host_${action}`, groupId, {});
      const row = await groupRow(db, groupId);
      if (!row) throw notFound(GROUP_NOT_FOUND);
      const [described_] = await described([row]);
      return described_!;
    },
  };
}

export type HostService = ReturnType<typeof hostService>;
