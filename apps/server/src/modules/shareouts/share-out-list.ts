import { paginationOf, type ShareOutListQuery, type ShareOutView, sortOrder } from '@links/domain';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shareOuts } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { views } from './share-outs.queries.js';

type ShareOutSort = ShareOutListQuery['sort'];

const sortValues = {
  to: { value: shareOuts.periodTo, type: 'date' },
  paid_on: { value: shareOuts.paidOn, type: 'date' },
  distributable: { value: shareOuts.distributableCents, type: 'bigint' },
} as const;

function shareOutOrder(sort: ShareOutSort): ListOrder {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: shareOuts.id, descending };
}

/** GET /share-outs: committed share-outs, the latest period first unless sorted, a page at a time. */
export async function listShareOuts(db: DbOrTx, sort: ShareOutSort, page: { page: number; perPage: number }) {
  const [total] = await db.select({ n: count() }).from(shareOuts);
  const rows = await db
    .select()
    .from(shareOuts)
    .orderBy(...orderBy(shareOutOrder(sort)))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    share_outs: await views(db, rows),
    pagination: paginationOf(page.page, page.perPage, total?.n ?? 0),
  };
}

/** One row of the download: a member's line with its share-out's terms. */
export type ShareOutCsvRow = { shareOut: ShareOutView; line: ShareOutView['members'][number] };

/** Every member's line of every share-out, in the list's order, a few share-outs at a time. */
export async function* shareOutLineBatches(db: DbOrTx, sort: ShareOutSort): AsyncGenerator<ShareOutCsvRow[]> {
  const order = shareOutOrder(sort);
  const batches = keysetBatches(
    order,
    (after, limit) =>
      db
        .select({ shareOut: shareOuts, key: keyOf(order), keyId: shareOuts.id })
        .from(shareOuts)
        .where(after)
        .orderBy(...orderBy(order))
        .limit(limit),
    5,
  );
  for await (const batch of batches) {
    const shown = await views(
      db,
      batch.map((row) => row.shareOut),
    );
    yield shown.flatMap((shareOut) => shareOut.members.map((line) => ({ shareOut, line })));
  }
}

export const shareOutCsvColumns: CsvColumn<ShareOutCsvRow>[] = [
  { header: 'share_out_id', value: (r) => r.shareOut.id },
  { header: 'from', value: (r) => r.shareOut.from },
  { header: 'to', value: (r) => r.shareOut.to },
  { header: 'method', value: (r) => r.shareOut.method },
  { header: 'payout', value: (r) => r.shareOut.payout },
  { header: 'paid_on', value: (r) => r.shareOut.paid_on },
  { header: 'user_id', value: (r) => r.line.user_id },
  { header: 'member', value: (r) => r.line.name },
  { header: 'basis', value: (r) => csvAmount(r.line.basis) },
  { header: 'share', value: (r) => csvAmount(r.line.share) },
  { header: 'withholding', value: (r) => csvAmount(r.line.withholding) },
  { header: 'net', value: (r) => csvAmount(r.line.net) },
];
