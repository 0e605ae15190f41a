import {
  centsToKes,
  fullName,
  type MemberItemRow,
  overallStatus,
  type TransactionType,
  type TransactionView,
} from '@links/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';
import { reversalMap } from '../books/index.js';
import { memberColumns, memberJoin } from '../directory/index.js';

/** The transactions of these ids, in the order given, with their items and overall status. */
export async function viewsOf(db: DbOrTx, ids: number[]): Promise<TransactionView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: transactions.id,
      userId: transactions.userId,
      firstname: memberColumns.firstname,
      lastname: memberColumns.lastname,
      totalCents: transactions.totalCents,
      createdAt: transactions.createdAt,
      transactionDate: transactions.transactionDate,
      comment: transactions.comment,
    })
    .from(transactions)
    .innerJoin(...memberJoin(transactions.userId))
    .where(inArray(transactions.id, ids));
  const items = await db
    .select()
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, ids))
    .orderBy(asc(transactionItems.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const reversed = await reversalMap(db, 'transaction', ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = items.filter((item) => item.transactionId === id);
    const reversal = reversed.get(id);
    return [
      {
        id: row.id,
        user_id: row.userId,
        username: fullName(row),
        total_payed: centsToKes(row.totalCents),
        created_at: row.createdAt.toISOString(),
        transaction_date: row.transactionDate,
        comment: row.comment,
        status: reversal ? ('Reversed' as const) : overallStatus(own),
        transaction_types: own.map((item) => ({
          id: item.id,
          type: item.type,
          amount: centsToKes(item.amountCents),
          status: item.status,
          extra: item.extra,
          reject_reason: item.rejectReason,
          decided_at: item.decidedAt?.toISOString() ?? null,
          contribution_kind_id: item.contributionKindId,
          rotation_id: item.rotationId,
        })),
        reversal: reversal ? { id: reversal.id, date: reversal.reversedOn, reason: reversal.reason } : null,
      },
    ];
  });
}

/** The items of one member of some types, newest first: the member's savings or loan rows. */
export async function memberItems(
  db: DbOrTx,
  userId: number,
  types: TransactionType[],
): Promise<MemberItemRow[]> {
  const rows = await db
    .select({
      transactionId: transactions.id,
      itemId: transactionItems.id,
      type: transactionItems.type,
      createdAt: transactions.createdAt,
      transactionDate: transactions.transactionDate,
      amountCents: transactionItems.amountCents,
      status: transactionItems.status,
      rejectReason: transactionItems.rejectReason,
    })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(and(eq(transactions.userId, userId), inArray(transactionItems.type, types)))
    .orderBy(desc(transactions.createdAt), desc(transactionItems.id));
  return rows.map((row) => ({
    transaction_id: row.transactionId,
    item_id: row.itemId,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    transaction_date: row.transactionDate,
    amount: centsToKes(row.amountCents),
    status: row.status,
    reject_reason: row.rejectReason,
  }));
}
