import type { ApplicationListQuery, ApplicationView } from '@links/domain';
import { fullName } from '@links/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { amongIds, tableList } from '../../lib/list.js';
import { memberIdsMatching } from '../directory/index.js';
import { toViews } from './applications.queries.js';

export type ApplicationFilter = Pick<ApplicationListQuery, 'q' | 'status'> & { user_id?: number };
export type ApplicationSort = ApplicationListQuery['sort'];

async function whereOf(db: DbOrTx, filter: ApplicationFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(loanApplications.userId, filter.user_id),
    filter.status ? eq(loanApplications.status, filter.status) : undefined,
    amongIds(loanApplications.userId, people),
  );
}

/**
 * GET /loan-applications: newest first unless sorted, paged, filtered (admins;
 * docs/decisions/wire.md, "Pages of a list").
 */
export const applicationList = tableList(loanApplications, {
  sorts: {
    created_at: loanApplications.createdAt,
    amount: loanApplications.amountCents,
  },
  where: whereOf,
  rows: toViews,
  batchSize: 200,
});

/** GET /loan-applications/mine: the member's own applications and those they are asked to guarantee. */
export async function applicationsOf(
  db: DbOrTx,
  userId: number,
  filter: ApplicationFilter,
  sort: ApplicationSort,
) {
  const where = await whereOf(db, filter);
  const order = applicationList.orderBy(sort);
  const own = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.userId, userId), where))
    .orderBy(...order)
    .limit(50);
  const asked = await db
    .select({ application: loanApplications })
    .from(loanGuarantees)
    .innerJoin(loanApplications, eq(loanApplications.id, loanGuarantees.applicationId))
    .where(and(eq(loanGuarantees.guarantorId, userId), where))
    .orderBy(...order)
    .limit(50);
  return {
    applications: await toViews(db, own),
    guarantee_requests: await toViews(
      db,
      asked.map((row) => row.application),
    ),
  };
}

export const applicationCsvColumns: CsvColumn<ApplicationView>[] = [
  ...fieldColumns<ApplicationView>('id'),
  { header: 'applied_at', value: (a) => a.created_at },
  ...fieldColumns<ApplicationView>('user_id'),
  { header: 'member', value: (a) => fullName(a) },
  ...fieldColumns<ApplicationView>('kind'),
  ...amountColumns<ApplicationView>('amount'),
  ...fieldColumns<ApplicationView>('months', 'purpose', 'status'),
  ...amountColumns<ApplicationView>('limit', 'guaranteed', 'shortfall'),
  ...fieldColumns<ApplicationView>('decided_at', 'reason', 'loan_id'),
];
