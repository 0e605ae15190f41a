import { type ApplicationListQuery, type ApplicationView, paginationOf, sortOrder } from '@links/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanApplications, loanGuarantees } from '../../db/schema.js';
import { type CsvColumn, csvAmount } from '../../lib/csv.js';
import { keyOf, keysetBatches, type ListOrder, orderBy } from '../../lib/keyset.js';
import { memberIdsMatching } from '../members/index.js';
import { toViews } from './applications.queries.js';

export type ApplicationFilter = Pick<ApplicationListQuery, 'q' | 'status'> & { user_id?: number };
export type ApplicationSort = ApplicationListQuery['sort'];

const sortValues = {
  created_at: { value: loanApplications.createdAt, type: 'timestamptz' },
  amount: { value: loanApplications.amountCents, type: 'bigint' },
} as const;

function applicationOrder(sort: ApplicationSort): ListOrder {
  const { field, descending } = sortOrder(sort);
  return { ...sortValues[field], id: loanApplications.id, descending };
}

async function whereOf(db: DbOrTx, filter: ApplicationFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    filter.user_id === undefined ? undefined : eq(loanApplications.userId, filter.user_id),
    filter.status ? eq(loanApplications.status, filter.status) : undefined,
    people === undefined ? undefined : people.length ? inArray(loanApplications.userId, people) : sql`false`,
  );
}

/** GET /loan-applications: newest first unless sorted, paged, filtered (admins; decisions §1). */
export async function pageOfApplications(
  db: DbOrTx,
  filter: ApplicationFilter,
  sort: ApplicationSort,
  page: { page: number; perPage: number },
) {
  const where = await whereOf(db, filter);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(loanApplications).where(where);
  const rows = await db
    .select()
    .from(loanApplications)
    .where(where)
    .orderBy(...orderBy(applicationOrder(sort)))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    applications: await toViews(db, rows),
    pagination: paginationOf(page.page, page.perPage, total?.n ?? 0),
  };
}

/** GET /loan-applications/mine: the member's own applications and those they are asked to guarantee. */
export async function applicationsOf(
  db: DbOrTx,
  userId: number,
  filter: ApplicationFilter,
  sort: ApplicationSort,
) {
  const where = await whereOf(db, filter);
  const order = orderBy(applicationOrder(sort));
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

/** Every application of a filter in the list's order, a batch at a time (the CSV download). */
export async function* applicationBatches(db: DbOrTx, filter: ApplicationFilter, sort: ApplicationSort) {
  const where = await whereOf(db, filter);
  const order = applicationOrder(sort);
  const batches = keysetBatches(
    order,
    (after, limit) =>
      db
        .select({ application: loanApplications, key: keyOf(order), keyId: loanApplications.id })
        .from(loanApplications)
        .where(and(where, after))
        .orderBy(...orderBy(order))
        .limit(limit),
    200,
  );
  for await (const batch of batches)
    yield await toViews(
      db,
      batch.map((row) => row.application),
    );
}

export const applicationCsvColumns: CsvColumn<ApplicationView>[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'applied_at', value: (a) => a.created_at },
  { header: 'user_id', value: (a) => a.user_id },
  { header: 'member', value: (a) => `${a.firstname} ${a.lastname}` },
  { header: 'kind', value: (a) => a.kind },
  { header: 'amount', value: (a) => csvAmount(a.amount) },
  { header: 'months', value: (a) => a.months },
  { header: 'purpose', value: (a) => a.purpose },
  { header: 'status', value: (a) => a.status },
  { header: 'limit', value: (a) => csvAmount(a.limit) },
  { header: 'guaranteed', value: (a) => csvAmount(a.guaranteed) },
  { header: 'shortfall', value: (a) => csvAmount(a.shortfall) },
  { header: 'decided_at', value: (a) => a.decided_at },
  { header: 'reason', value: (a) => a.reason },
  { header: 'loan_id', value: (a) => a.loan_id },
];
