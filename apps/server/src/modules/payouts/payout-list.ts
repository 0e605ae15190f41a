import { fullName, type PayoutListQuery, type PayoutView } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { memberIdsMatching } from '../directory/index.js';
import { payoutViews } from './payouts.service.js';

export type PayoutFilter = Pick<PayoutListQuery, 'q' | 'status' | 'user_id'>;

/** Each condition is served by an index of payouts (by member, by status, by creation, by amount). */
async function whereOf(db: DbOrTx, filter: PayoutFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(payouts.userId, filter.user_id),
    filter.status === undefined ? undefined : eq(payouts.status, filter.status),
    amongIds(payouts.userId, people),
  );
}

/** GET /payouts (docs/decisions/payouts.md, "Lists"): newest first unless sorted, paged on the server. */
export const payoutList = tableList(payouts, {
  sorts: { created_at: payouts.createdAt, amount: payouts.amountCents },
  where: whereOf,
  rows: payoutViews,
});

export const payoutCsvColumns: CsvColumn<PayoutView>[] = [
  ...fieldColumns<PayoutView>('payout_id', 'created_at', 'user_id'),
  { header: 'member', value: (p) => fullName(p) },
  ...amountColumns<PayoutView>('amount'),
  ...fieldColumns<PayoutView>('source', 'source_id', 'description', 'status', 'method', 'phone', 'receipt'),
  ...fieldColumns<PayoutView>('reason', 'completed_at'),
];
