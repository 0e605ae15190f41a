import { type AuditRecordView, addDaysIso, startOfDayInGroupZone } from '@links/domain';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditRecords } from '../../db/schema.js';
import { namesOf } from '../members/members.service.js';

export interface AuditFilter {
  userId?: number;
  memberId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  /** Calendar days in the group's zone, both included. */
  from?: string;
  to?: string;
}

export interface AuditPage {
  page: number;
  perPage: number;
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

/**
 * A page of audit records, newest first. `onlyAbout` keeps a member's own: the records about them
 * and the ones they made (GET /audit/mine); another person's address is not shown to them.
 */
export async function pageOfAudit(db: DbOrTx, filter: AuditFilter, page: AuditPage, onlyAbout?: number) {
  const where = and(
    ...conditions(filter),
    onlyAbout === undefined
      ? undefined
      : or(eq(auditRecords.memberId, onlyAbout), eq(auditRecords.userId, onlyAbout)),
  );
  const [total] = await db.select({ n: count() }).from(auditRecords).where(where);
  const rows = await db
    .select()
    .from(auditRecords)
    .where(where)
    .orderBy(desc(auditRecords.at), desc(auditRecords.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const ids = rows.flatMap((row) => [row.userId, row.memberId]).filter((id): id is number => id !== null);
  const names = await namesOf(db, [...new Set(ids)]);
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : names.get(id);
    return user ? `${user.firstname} ${user.lastname}` : null;
  };
  const records: AuditRecordView[] = rows.map((row) => {
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
  const n = total?.n ?? 0;
  return {
    records,
    pagination: {
      page: page.page,
      per_page: page.perPage,
      total: n,
      pages: Math.max(1, Math.ceil(n / page.perPage)),
    },
  };
}
