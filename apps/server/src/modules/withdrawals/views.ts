import type { WithdrawalView } from '@links/domain';
import { centsToKes } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import type { withdrawals } from '../../db/schema.js';
import { accountNamesOf } from '../books/index.js';
import { namesOf } from '../directory/directory.service.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The rows as the lists and answers show them: with the member's name and the account's. */
export async function withdrawalViews(db: DbOrTx, rows: WithdrawalRow[]): Promise<WithdrawalView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const accounts = new Map(
    (await accountNamesOf(db, [...new Set(rows.map((row) => row.accountId))])).map((a) => [a.id, a.name]),
  );
  return rows.map((row) => {
    const name = names.get(row.userId);
    return {
      withdrawal_id: row.id,
      user_id: row.userId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      amount: centsToKes(row.amountCents),
      account_id: row.accountId,
      account_name: accounts.get(row.accountId) ?? '',
      reason: row.reason,
      status: row.status,
      requested_on: row.requestedOn,
      payable_on: row.payableOn,
      paid_on: row.paidOn,
      requested_by: row.requestedBy,
      decided_by: row.decidedBy,
      rejection_reason: row.rejectionReason,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function withdrawalView(db: DbOrTx, row: WithdrawalRow): Promise<WithdrawalView> {
  const [view] = await withdrawalViews(db, [row]);
  if (!view) throw new Error('A withdrawal had no view');
  return view;
}
