import type { FineListQuery, FineView } from '@links/domain';
import { fullName } from '@links/domain';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fines } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';
import { owed, toFineView } from './fines.service.js';

export type FineFilter = Omit<FineListQuery, 'page' | 'per_page' | 'format' | 'lang' | 'sort'>;

async function whereOf(db: DbOrTx, filter: FineFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(fines.userId, filter.user_id),
    filter.status === 'owed' ? gt(owed, 0) : undefined,
    amongIds(fines.userId, people),
  );
}

async function viewsOf(db: DbOrTx, rows: (typeof fines.$inferSelect)[]): Promise<FineView[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => toFineView(row, names.get(row.userId)));
}

/**
 * GET /fines and /fines/user/{userId}: newest charge first unless sorted, paged
 * (docs/decisions/wire.md, "Pages of a list").
 */
export const fineList = tableList(fines, {
  sorts: {
    charged_on: fines.chargedOn,
    amount: fines.amountCents,
  },
  where: whereOf,
  rows: viewsOf,
});

export const fineCsvColumns: CsvColumn<FineView>[] = [
  ...fieldColumns<FineView>('id', 'charged_on', 'user_id'),
  { header: 'member', value: (f) => fullName(f) },
  ...fieldColumns<FineView>('kind', 'period', 'loan_id'),
  ...amountColumns<FineView>('amount', 'paid', 'waived'),
  ...fieldColumns<FineView>('status', 'waive_reason'),
];
