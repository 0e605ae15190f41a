import { formatKES, paidOutOf } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import { payoutsDueAccount } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import type { PayoutRow } from './payouts.service.js';

export interface Completion {
  method: 'mpesa' | 'hand';
  /** The money account it left: the group's M-Pesa account, or the one an official paid from. */
  accountId: number;
  date: string;
  at: Date;
  receipt?: string | null;
  note?: string | null;
  reason?: string | null;
  by: number | null;
}

/**
 * The payout's one journal entry (docs/decisions/payouts.md, "The books"), `payout:<id>`: Dr Payouts
 * due, Cr the money account it left. The row is locked by the caller and the entry's key is unique, so a
 * payout is posted once whatever arrives twice. Answers the row as it now is.
 */
export async function completePayout(tx: Tx, row: PayoutRow, done: Completion): Promise<PayoutRow> {
  const due = await payoutsDueAccount(tx);
  const entryId = await postEntry(tx, {
    kind: 'payout',
    ref: row.id,
    date: done.date,
    memo: `${row.description}: ${formatKES(row.amountCents)} paid ${done.method === 'mpesa' ? `by M-Pesa${done.receipt ? ` (${done.receipt})` : ''}` : 'by hand'}`,
    lines: paidOutOf({ from: due.id, money: done.accountId }, row.amountCents),
    createdBy: done.by ?? undefined,
  });
  const [after] = await tx
    .update(payouts)
    .set({
      status: 'Completed',
      method: done.method,
      accountId: done.accountId,
      receipt: done.receipt ?? null,
      note: done.note ?? row.note,
      reason: done.reason ?? null,
      entryId,
      completedBy: done.by,
      completedAt: done.at,
    })
    .where(eq(payouts.id, row.id))
    .returning();
  return after!;
}
