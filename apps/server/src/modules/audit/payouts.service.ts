import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditRecords, PAYOUT_RECORDS_SQL } from '../../db/schema.js';

/**
 * The audit records of what the group paid out or wrote off (docs/decisions/offices.md, "Group
 * money"): each loan issued, expense, transfer between accounts, fine waived, share-out committed,
 * withdrawal paid, member's exit and reversal, newest first, read on the partial index `audit_records_payouts_idx`.
 */
export interface PayoutRecord {
  id: number;
  at: Date;
  /** The official who recorded (and so approved) it. */
  userId: number | null;
  entity: string;
  /** `create`, `pay`, `exit`, `reverse`, … */
  action: string;
  entityId: number | null;
  /** The member it was for, if any. */
  memberId: number | null;
  after: Record<string, unknown> | null;
}

const payouts = sql.raw(`(${PAYOUT_RECORDS_SQL})`);

export async function payoutRecords(
  db: DbOrTx,
  page: { page: number; perPage: number },
): Promise<{ rows: PayoutRecord[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(auditRecords).where(payouts);
  const rows = await db
    .select({
      id: auditRecords.id,
      at: auditRecords.at,
      userId: auditRecords.userId,
      entity: auditRecords.entity,
      action: auditRecords.action,
      entityId: auditRecords.entityId,
      memberId: auditRecords.memberId,
      after: auditRecords.after,
    })
    .from(auditRecords)
    .where(payouts)
    .orderBy(desc(auditRecords.at), desc(auditRecords.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows: await withOriginalAmounts(db, rows), total: counted?.n ?? 0 };
}

/**
 * A reversal of an expense or a transfer recorded before its audit record kept the amount takes it
 * from the record of the original's creation (docs/decisions/offices.md, "Group money").
 */
async function withOriginalAmounts(db: DbOrTx, rows: PayoutRecord[]): Promise<PayoutRecord[]> {
  const missing = rows.filter(
    (row) => row.action === 'reverse' && row.entityId !== null && typeof row.after?.amount !== 'number',
  );
  const amounts = new Map<string, unknown>();
  for (const entity of ['expense', 'transfer']) {
    const ids = missing.filter((row) => row.entity === entity).map((row) => row.entityId as number);
    if (ids.length === 0) continue;
    const originals = await db
      .select({ entityId: auditRecords.entityId, after: auditRecords.after })
      .from(auditRecords)
      .where(
        and(
          eq(auditRecords.entity, entity),
          eq(auditRecords.action, 'create'),
          inArray(auditRecords.entityId, ids),
        ),
      );
    for (const original of originals) amounts.set(`${entity}:${original.entityId}`, original.after?.amount);
  }
  return rows.map((row) => {
    const amount = amounts.get(`${row.entity}:${row.entityId}`);
    return missing.includes(row) && typeof amount === 'number'
      ? { ...row, after: { ...row.after, amount } }
      : row;
  });
}
