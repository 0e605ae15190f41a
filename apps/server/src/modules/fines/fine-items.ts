import { formatKES, receivedFromMember } from '@links/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { finePayments, fines } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';
import { keepArrivalDate, type MoneyAccount, systemAccountId } from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { finesOwedBy, owed, recordFinePayments } from './fines.service.js';

/**
 * A FINE item pays the member's fines directly (docs/decisions/lending.md, "Paying fines"): at most
 * what they owe in fines, refused at entry as at approval.
 */
export async function refuseFinePayment(
  db: DbOrTx,
  userId: number,
  amountCents: number,
  field: string,
  name?: string,
) {
  const owes = await finesOwedBy(db, userId);
  if (amountCents > owes) {
    const message =
      owes === 0
        ? `${name ?? 'This member'} owes no fines.`
        : `A fine payment may be at most what ${name ?? 'the member'} owes in fines: ${formatKES(owes)}.`;
    throw unprocessable(message, { [field]: message }, owes === 0 ? 'NO_FINES_OWED' : 'FINE_ABOVE_OWED');
  }
}

export interface FineReceipt {
  userId: number;
  amountCents: number;
  transactionItemId: number;
  transactionId: number;
  date: string;
  postedOn?: string;
  money: MoneyAccount;
  createdBy: number;
}

/**
 * An approved FINE item: with the member's owed fines locked, it pays the oldest first, records what
 * it paid of each, and posts Dr the money account, Cr Fines (on the member's line) under the item's key.
 */
export async function payFinesWithItem(tx: Tx, receipt: FineReceipt): Promise<void> {
  const rows = await tx
    .select({ id: fines.id, owed })
    .from(fines)
    .where(and(eq(fines.userId, receipt.userId), gt(owed, 0)))
    .orderBy(asc(fines.chargedOn), asc(fines.id))
    .for('update');
  let left = receipt.amountCents;
  const paid: { id: number; amount: number }[] = [];
  for (const row of rows) {
    if (left === 0) break;
    const part = Math.min(left, Number(row.owed));
    paid.push({ id: row.id, amount: part });
    left -= part;
  }
  if (left > 0) await refuseFinePayment(tx, receipt.userId, receipt.amountCents, 'transaction_amount');
  await recordFinePayments(tx, paid as never);
  await tx.insert(finePayments).values(
    paid.map((part) => ({
      transactionItemId: receipt.transactionItemId,
      fineId: part.id,
      amountCents: part.amount,
    })),
  );
  await postEntry(tx, {
    kind: 'item',
    ref: receipt.transactionItemId,
    date: receipt.postedOn ?? receipt.date,
    memo: keepArrivalDate(`Fines, transaction TRN-${receipt.transactionId}`, receipt.date, receipt.postedOn),
    transactionId: receipt.transactionId,
    lines: receivedFromMember(
      { money: receipt.money.id, into: await systemAccountId(tx, 'fines') },
      { userId: receipt.userId },
      receipt.amountCents,
    ),
    createdBy: receipt.createdBy,
  });
}

/** A reversed FINE item: exactly what it paid of each fine is owed again. */
export async function unpayFineItem(tx: Tx, transactionItemId: number): Promise<void> {
  const parts = await tx
    .select()
    .from(finePayments)
    .where(eq(finePayments.transactionItemId, transactionItemId));
  if (parts.length === 0) return;
  await tx
    .select({ id: fines.id })
    .from(fines)
    .where(
      inArray(
        fines.id,
        parts.map((part) => part.fineId),
      ),
    )
    .for('update');
  for (const part of parts) {
    await tx
      .update(fines)
      .set({ paidCents: sql`${fines.paidCents} - ${part.amountCents}` })
      .where(eq(fines.id, part.fineId));
  }
  await tx.delete(finePayments).where(eq(finePayments.transactionItemId, transactionItemId));
}
