import {
  AUDIT_NAME_PATTERN,
  type AuditRecordView,
  addDaysIso,
  fullName,
  startOfDayInGroupZone,
} from '@links/domain';
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditRecords } from '../../db/schema.js';
import { tableList } from '../../lib/list.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';

export interface AuditFilter {
  userId?: number;
  memberId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  /** Calendar days in the group's zone, both included. */
  from?: string;
  to?: string;
  /** A person's name (who made the change or whom it is about), or an action's or entity's name. */
  q?: string;
  /** Only a member's own: the records about them and the ones they made (GET /audit/mine). */
  onlyAbout?: number;
}

/** What a search finds: people through their ids (each served by its index), or an action or entity. */
async function searchCondition(db: DbOrTx, q: string): Promise<SQL> {
  const people = await memberIdsMatching(db, q);
  const word = q.toLowerCase();
  const found: SQL[] = people.length
    ? [inArray(auditRecords.userId, people), inArray(auditRecords.memberId, people)]
    : [];
  if (AUDIT_NAME_PATTERN.test(word)) found.push(eq(auditRecords.action, word), eq(auditRecords.entity, word));
  return or(...found) ?? sql`false`;
}

function conditions(filter: AuditFilter): SQL[] {
  const parts: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(auditRecords.userId, filter.userId),
    filter.memberId === undefined ? undefined : eq(auditRecords.memberId, filter.memberId),
    filter.entity === undefined ? undefined : eq(auditRecords.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditRecords.entityId, filter.entityId),
    filter.action === undefined ? undefined : eq(auditRecords.action, filter.action),
    filter.from === undefined ? undefined : gte(auditRecords.at, startOfDayInGroupZone(filter.from)),
    filter.to === undefined
      ? undefined
      : lt(auditRecords.at, startOfDayInGroupZone(addDaysIso(filter.to, 1))),
  ];
  return parts.filter((part): part is SQL => part !== undefined);
}

async function whereOf(db: DbOrTx, filter: AuditFilter) {
  const { onlyAbout } = filter;
  return and(
    ...conditions(filter),
    filter.q === undefined ? undefined : await searchCondition(db, filter.q),
    onlyAbout === undefined
      ? undefined
      : or(eq(auditRecords.memberId, onlyAbout), eq(auditRecords.userId, onlyAbout)),
  );
}

async function viewsOf(
  db: DbOrTx,
  rows: (typeof auditRecords.$inferSelect)[],
  { onlyAbout }: AuditFilter,
): Promise<AuditRecordView[]> {
  const ids = rows.flatMap((row) => [row.userId, row.memberId]).filter((id): id is number => id !== null);
  const names = await namesOf(db, [...new Set(ids)]);
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : names.get(id);
    return user ? fullName(user) : null;
  };
  return rows.map((row) => {
    const ownRequest = onlyAbout === undefined || row.userId === onlyAbout;
    return {
      id: row.id,
      at: row.at.toISOString(),
      user_id: row.userId,
      user_name: nameOf(row.userId),
      role: row.role,
      address: ownRequest ? row.address : null,
      request_id: ownRequest ? row.requestId : null,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      member_id: row.memberId,
      member_name: nameOf(row.memberId),
      before: row.before ?? null,
      after: row.after ?? null,
    };
  });
}

/**
 * The audit trail, newest first unless sorted oldest first. With `onlyAbout` a member's own;
 * another person's address is not shown to them.
 */
export const auditList = tableList(auditRecords, {
  sorts: { at: auditRecords.at },
  where: whereOf,
  rows: viewsOf,
});
