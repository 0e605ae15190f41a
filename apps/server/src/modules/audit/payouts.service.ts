import { count, desc, sql } from 'drizzle-orm';
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
  return { rows, total: counted?.n ?? 0 };
}
