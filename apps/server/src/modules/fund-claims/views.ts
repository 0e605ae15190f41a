import { centsToKes, type FundClaimView } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import type { fundClaims } from '../../db/schema.js';
import { accountNamesOf } from '../books/index.js';
import { kindsByIds } from '../contributions/index.js';
import { namesOf } from '../directory/directory.service.js';

export type FundClaimRow = typeof fundClaims.$inferSelect;

/** The claims as the list and the answers show them: with the member's, the fund's and the account's names. */
export async function fundClaimViews(db: DbOrTx, rows: FundClaimRow[]): Promise<FundClaimView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const funds = await kindsByIds(db, [...new Set(rows.map((row) => row.contributionKindId))]);
  const accounts = new Map(
    (await accountNamesOf(db, [...new Set(rows.map((row) => row.accountId))])).map((a) => [a.id, a.name]),
  );
  return rows.map((row) => {
    const name = names.get(row.userId);
    return {
      claim_id: row.id,
      contribution_kind_id: row.contributionKindId,
      fund_name: funds.get(row.contributionKindId)?.name ?? '',
      user_id: row.userId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      claim_type: row.claimType,
      reason: row.reason,
      document: row.document,
      amount: centsToKes(row.amountCents),
      account_id: row.accountId,
      account_name: accounts.get(row.accountId) ?? '',
      status: row.status,
      requested_on: row.requestedOn,
      paid_on: row.paidOn,
      requested_by: row.requestedBy,
      decided_by: row.decidedBy,
      rejection_reason: row.rejectionReason,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function fundClaimView(db: DbOrTx, row: FundClaimRow): Promise<FundClaimView> {
  const [view] = await fundClaimViews(db, [row]);
  if (!view) throw new Error('A fund claim had no view');
  return view;
}
