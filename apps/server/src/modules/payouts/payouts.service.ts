import { createHash } from 'node:crypto';
import { b2cAmountProblem, centsToKes, type PayoutSource, type PayoutView } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { type MoneyAccount, payoutsDueAccount } from '../books/index.js';
import { namesOf } from '../directory/directory.service.js';
import { contactsOf } from '../directory/index.js';

export type PayoutRow = typeof payouts.$inferSelect;

export const PAYOUT_NOT_FOUND = 'Payout not found.';

/** The SHA-256 a callback token is kept and found by. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a payout use case owes a member, to be paid by M-Pesa (docs/decisions/payouts.md, "Owing"). */
export interface OwedPayout {
  source: PayoutSource;
  sourceId: number;
  userId: number;
  amountCents: number;
  description: string;
}

/**
 * The account a payout paid by M-Pesa is credited to when its use case posts (Payouts due), in place
 * of a money account; its money leaves the M-Pesa account only when Safaricom says it was sent.
 */
export function mpesaPayoutAccount(tx: DbOrTx): Promise<MoneyAccount> {
  return payoutsDueAccount(tx);
}

/**
 * Why an amount cannot be owed by M-Pesa, as the 422 of the call's `pay_by_mpesa`, else nothing:
 * M-Pesa sends whole shillings from 1 to 150,000.
 */
export function refuseB2cAmount(cents: number): void {
  const problem = b2cAmountProblem(cents);
  if (problem) throw unprocessable(problem, { pay_by_mpesa: problem }, 'B2C_AMOUNT');
}

/**
 * Records, in the use case's transaction, what the group now owes a member by M-Pesa: a payout
 * `Pending`, to the member's phone on file. The use case has credited Payouts due with it.
 */
export async function owePayout(tx: Tx, owed: OwedPayout, who: { userId: number | null; at: Date }) {
  refuseB2cAmount(owed.amountCents);
  const [contact] = await contactsOf(tx, [owed.userId]);
  const [row] = await tx
    .insert(payouts)
    .values({
      userId: owed.userId,
      amountCents: owed.amountCents,
      source: owed.source,
      sourceId: owed.sourceId,
      description: owed.description,
      phone: contact?.phone ?? null,
      createdBy: who.userId,
      createdAt: who.at,
    })
    .returning();
  return row!;
}

/** A payout's row locked for the caller's transaction; 404 when there is none. */
export async function lockedPayout(tx: Tx, payoutId: number): Promise<PayoutRow> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!row) throw notFound(PAYOUT_NOT_FOUND);
  return row;
}

/** A payout the caller may read: their own, or any for officials and the auditor; else 404. */
export async function payoutFor(db: DbOrTx, who: { userId: number; seesGroup: boolean }, payoutId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), who.seesGroup ? undefined : eq(payouts.userId, who.userId)));
  if (!row) throw notFound(PAYOUT_NOT_FOUND);
  return row;
}

/** The rows as the lists and answers show them, with the member's name. */
export async function payoutViews(db: DbOrTx, rows: PayoutRow[]): Promise<PayoutView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => {
    const name = names.get(row.userId);
    return {
      payout_id: row.id,
      user_id: row.userId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      amount: centsToKes(row.amountCents),
      source: row.source,
      source_id: row.sourceId,
      description: row.description,
      status: row.status,
      method: row.method === 'mpesa' || row.method === 'hand' ? row.method : null,
      phone: row.phone,
      receipt: row.receipt,
      reason: row.reason,
      attempts: row.attempts,
      account_id: row.accountId,
      note: row.note,
      entry_id: row.entryId,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      can_send: row.status === 'Pending' || row.status === 'Failed',
    };
  });
}

export async function payoutView(db: DbOrTx, row: PayoutRow): Promise<PayoutView> {
  const [view] = await payoutViews(db, [row]);
  return view!;
}
