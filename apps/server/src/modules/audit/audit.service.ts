import { basisPointsToFraction, centsToKes, changedFields, isSecretField } from '@links/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, givenAsIs, preparedQuery, queryRows } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { auditRecords } from '../../db/schema.js';
import type { RequestContext } from './request-context.js';

export type { RequestContext, SignedInContext } from './request-context.js';
export { requestContext, scriptContext, signedInContext } from './request-context.js';

export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  /** What was done: `create`, `update`, `approve`, `reject`, `sign_in`, `sign_in_failed`, … */
  action: string;
  /** The entity in the singular: `transaction`, `loan`, `member`, `saving`, `bank_account`, … */
  entity: string;
  entityId?: number | null;
  /** The member the change is about, if any: they see the record in their own history. */
  memberId?: number | null;
  /** The entity's fields before the change (null or absent for a creation). */
  before?: AuditFields | null;
  /** Its fields after the change (null or absent for a removal). */
  after?: AuditFields | null;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A row as a treasurer reads it: snake_case names, money in KES (`balanceCents` → `balance`),
 * rates as fractions (`rateBp` → `rate`), times as ISO text, and never a password, hash or token.
 */
export function auditFields(row: Record<string, unknown>): AuditFields {
  const fields: AuditFields = {};
  for (const [key, value] of Object.entries(row)) {
    if (isSecretField(key) || value === undefined) continue;
    if (key.endsWith('Cents') && typeof value === 'number') {
      fields[snakeCase(key.slice(0, -'Cents'.length))] = centsToKes(value);
    } else if (key.endsWith('Bp') && typeof value === 'number') {
      fields[snakeCase(key.slice(0, -'Bp'.length))] = basisPointsToFraction(value);
    } else if (value instanceof Date) {
      fields[snakeCase(key)] = value.toISOString();
    } else {
      fields[snakeCase(key)] = value;
    }
  }
  return fields;
}

/** Drops secrets at any depth, whatever the caller passed. */
function withoutSecrets(fields: AuditFields | null | undefined): AuditFields | null {
  if (!fields) return null;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !isSecretField(key))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value instanceof Date ? value.toISOString() : value;
  };
  return strip(fields) as AuditFields;
}

/**
 * Writes one audit record inside the caller's database transaction, so that the record and the
 * change commit or roll back together. An update keeps only the fields that changed.
 */
export async function recordAudit(tx: DbOrTx, context: RequestContext, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(withoutSecrets(change.before), withoutSecrets(change.after));
  await insertRecord(tx, {
    at: context.at.toISOString(),
    userId: context.userId ?? null,
    role: context.role ?? null,
    address: context.address ?? null,
    requestId: context.requestId ?? null,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId ?? null,
    memberId: change.memberId ?? null,
    before: json(before),
    after: json(after),
  });
}

/**
 * One record written (docs/decisions/speed.md, "Statements built once"), its values given as the
 * database takes them (`givenAsIs`).
 */
const insertRecord = preparedQuery<Record<AuditColumn, string | number | null>, unknown>(
  'audit_record_insert',
  (db) =>
    db
      .insert(auditRecords)
      .values(
        Object.fromEntries(AUDIT_COLUMNS.map((name) => [name, givenAsIs(name)])) as Record<
          AuditColumn,
          SQL
        > & { at: SQL; action: SQL; entity: SQL },
      ),
);
const AUDIT_COLUMNS = [
  'at',
  'userId',
  'role',
  'address',
  'requestId',
  'action',
  'entity',
  'entityId',
  'memberId',
  'before',
  'after',
] as const;
type AuditColumn = (typeof AUDIT_COLUMNS)[number];

const json = (fields: AuditFields | null) => (fields === null ? null : JSON.stringify(fields));

/**
 * When each group last recorded anything (the host's list): the newest record of each, read across
 * groups, each by its own index's end.
 */
export async function lastActivities(db: Db, groupIds: number[]): Promise<Map<number, Date>> {
  if (groupIds.length === 0) return new Map();
  const rows = await asPlatform(() =>
    queryRows<{ group_id: number; at: Date | string | null }>(
      db,
      sql`select g.id as group_id,
                 (select a.at from ${auditRecords} a where a.group_id = g.id order by a.at desc limit 1) as at
          from unnest(${`{${groupIds.join(',')}}`}::int[]) as g(id)`,
    ),
  );
  return new Map(rows.filter((row) => row.at !== null).map((row) => [row.group_id, new Date(row.at!)]));
}
