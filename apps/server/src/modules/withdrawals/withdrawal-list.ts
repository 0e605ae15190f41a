import { fullName, type WithdrawalListQuery, type WithdrawalView } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withdrawals } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { memberIdsMatching } from '../directory/index.js';
import { withdrawalViews } from './views.js';

export type WithdrawalFilter = Pick<WithdrawalListQuery, 'q' | 'status' | 'user_id'>;

/** Each condition is served by an index of withdrawals (by member, by status, by creation). */
async function whereOf(db: DbOrTx, filter: WithdrawalFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(withdrawals.userId, filter.user_id),
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    amongIds(withdrawals.userId, people),
  );
}

/** GET /withdrawals (docs/decisions/withdrawals.md, "Lists"): newest first unless sorted, paged. */
export const withdrawalList = tableList(withdrawals, {
  sorts: {
    created_at: withdrawals.createdAt,
    amount: withdrawals.amountCents,
  },
  where: whereOf,
  rows: withdrawalViews,
});

export const withdrawalCsvColumns: CsvColumn<WithdrawalView>[] = [
  ...fieldColumns<WithdrawalView>('withdrawal_id', 'requested_on', 'user_id'),
  { header: 'member', value: (w) => fullName(w) },
  ...amountColumns<WithdrawalView>('amount'),
  ...fieldColumns<WithdrawalView>('account_id', 'account_name', 'reason', 'status', 'payable_on', 'paid_on'),
  ...fieldColumns<WithdrawalView>('rejection_reason'),
];
