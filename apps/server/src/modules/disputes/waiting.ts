import type { LineDispute } from '@links/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { disputes } from '../../db/schema.js';
import { lineKey, linesOf } from './lines.js';

/** What the fines job leaves alone while a dispute is open (docs/decisions/disputes.md, "Fines wait"). */
export interface DisputedLoans {
  /** Loans an open dispute's line moved. */
  loanIds: Set<number>;
  /** `<userId>:<kind>`: a member's uncleared loan of a kind an open dispute's payment pays. */
  memberKinds: Set<string>;
}

export const memberKind = (userId: number, kind: string) => `${userId}:${kind}`;

/** The loans whose installments wait for the answer of an open dispute. */
export async function disputedLoans(db: DbOrTx): Promise<DisputedLoans> {
  const open = await db.select().from(disputes).where(eq(disputes.status, 'Open'));
  const lines = await linesOf(db, open);
  const waiting: DisputedLoans = { loanIds: new Set(), memberKinds: new Set() };
  for (const row of open) {
    const line = lines.get(lineKey(row));
    for (const loanId of line?.loanIds ?? []) waiting.loanIds.add(loanId);
    for (const kind of line?.loanKinds ?? []) waiting.memberKinds.add(memberKind(row.userId, kind));
  }
  return waiting;
}

/**
 * A member's disputes by line, for their statement: the latest dispute of an entry, or of the
 * payment it posted (docs/decisions/disputes.md, "On the statement").
 */
export async function lineDisputesOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: disputes.id,
      status: disputes.status,
      transactionId: disputes.transactionId,
      journalEntryId: disputes.journalEntryId,
    })
    .from(disputes)
    .where(eq(disputes.userId, userId))
    .orderBy(asc(disputes.createdAt), asc(disputes.id));
  const byEntry = new Map<number, LineDispute>();
  const byPayment = new Map<number, LineDispute>();
  for (const row of rows) {
    const dispute = { dispute_id: row.id, status: row.status };
    if (row.journalEntryId !== null) byEntry.set(row.journalEntryId, dispute);
    if (row.transactionId !== null) byPayment.set(row.transactionId, dispute);
  }
  return (entryId: number, transactionId: number | null): LineDispute | null => {
    const ofEntry = byEntry.get(entryId);
    const ofPayment = transactionId === null ? undefined : byPayment.get(transactionId);
    if (ofEntry && ofPayment) return ofEntry.dispute_id > ofPayment.dispute_id ? ofEntry : ofPayment;
    return ofEntry ?? ofPayment ?? null;
  };
}
