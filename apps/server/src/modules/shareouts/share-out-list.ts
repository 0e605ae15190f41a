import type { ShareOutView } from '@links/domain';
import { shareOuts } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { tableList } from '../../lib/list.js';
import { views } from './share-outs.queries.js';

/** One row of the download: a member's line with its share-out's terms. */
export type ShareOutCsvRow = { shareOut: ShareOutView; line: ShareOutView['members'][number] };

const sorts = {
  to: shareOuts.periodTo,
  paid_on: shareOuts.paidOn,
  distributable: shareOuts.distributableCents,
};
const committed = () => undefined;

/** GET /share-outs: committed share-outs, the latest period first unless sorted, a page at a time. */
export const shareOutList = tableList(shareOuts, { sorts, where: committed, rows: views });

/** Every member's line of every share-out, in the list's order, a few share-outs at a time. */
export const shareOutLineList = tableList(shareOuts, {
  sorts,
  where: committed,
  rows: async (db, rows: (typeof shareOuts.$inferSelect)[]): Promise<ShareOutCsvRow[]> =>
    (await views(db, rows)).flatMap((shareOut) => shareOut.members.map((line) => ({ shareOut, line }))),
  batchSize: 5,
});

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
