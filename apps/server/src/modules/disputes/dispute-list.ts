import { type DisputeListQuery, type DisputeView, fullName } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { disputes } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { memberIdsMatching } from '../directory/index.js';
import { disputeViews } from './views.js';

export type DisputeFilter = Pick<DisputeListQuery, 'q' | 'status' | 'user_id'>;

/** Each condition is served by an index of disputes (by status, by member). */
async function whereOf(db: DbOrTx, filter: DisputeFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(disputes.userId, filter.user_id),
    filter.status === 'all' ? undefined : eq(disputes.status, filter.status),
    amongIds(disputes.userId, people),
  );
}

/** GET /disputes (docs/decisions/disputes.md, "The list"): oldest first, paged on the server. */
export const disputeList = tableList(disputes, {
  sorts: { created_at: disputes.createdAt },
  where: whereOf,
  rows: disputeViews,
});

export const disputeCsvColumns: CsvColumn<DisputeView>[] = [
  ...fieldColumns<DisputeView>('dispute_id', 'created_at', 'user_id'),
  { header: 'member', value: (d) => fullName(d) },
  ...fieldColumns<DisputeView>('transaction_id', 'journal_entry_id', 'line_date', 'line_description'),
  ...amountColumns<DisputeView>('amount'),
  ...fieldColumns<DisputeView>('reason', 'status', 'answer', 'answered_at'),
];
