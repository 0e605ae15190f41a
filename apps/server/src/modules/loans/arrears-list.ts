import {
  ARREARS_BUCKETS,
  type ArrearsAnswer,
  type ArrearsQuery,
  cents,
  centsToKes,
  fullName,
  type LoanArrears,
  paginationOf,
  parBuckets,
  portfolioAtRisk,
  sortOrder,
} from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { amountColumns, type CsvColumn, fieldColumns } from '../../lib/csv.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';
import { finesOwedByLoan } from '../fines/fines.service.js';
import { loansWithArrears } from './lifecycle.queries.js';
import type { Loan } from './loan-balances.js';

type InArrears = { loan: Loan; arrears: LoanArrears };
type ArrearsRow = ArrearsAnswer['loans'][number];
export type ArrearsFilter = Pick<ArrearsQuery, 'q' | 'bucket'>;
export type ArrearsSort = ArrearsQuery['sort'];

const sortValues = {
  days_past_due: ({ arrears }: InArrears) => arrears.daysPastDue,
  overdue: ({ arrears }: InArrears) => arrears.overduePrincipal + arrears.overdueInterest,
  principal_outstanding: ({ loan }: InArrears) => loan.principalOutstandingCents,
} as const;

/** The late loans a filter keeps, in the sort's order, ties by loan id (oldest loan first). */
async function kept(db: DbOrTx, late: InArrears[], filter: ArrearsFilter, sort: ArrearsSort) {
  const people = filter.q ? new Set(await memberIdsMatching(db, filter.q)) : undefined;
  const bucket = filter.bucket ? parBuckets[ARREARS_BUCKETS.indexOf(filter.bucket)] : undefined;
  const { field, descending } = sortOrder(sort);
  const value = sortValues[field];
  return late
    .filter(({ loan }) => people === undefined || people.has(loan.userId))
    .filter(
      ({ arrears }) => !bucket || (arrears.daysPastDue >= bucket.min && arrears.daysPastDue <= bucket.max),
    )
    .sort((a, b) => (descending ? value(b) - value(a) : value(a) - value(b)) || a.loan.id - b.loan.id);
}

async function rowsOf(db: DbOrTx, shown: InArrears[]): Promise<ArrearsRow[]> {
  const fines = await finesOwedByLoan(
    db,
    shown.map(({ loan }) => loan.id),
  );
  const names = await namesOf(db, [...new Set(shown.map(({ loan }) => loan.userId))]);
  return shown.map(({ loan, arrears }) => ({
    loan_id: loan.id,
    kind: loan.kind,
    user_id: loan.userId,
    firstname: names.get(loan.userId)?.firstname ?? '',
    lastname: names.get(loan.userId)?.lastname ?? '',
    oldest_due_date: arrears.oldestDueDate,
    days_past_due: arrears.daysPastDue,
    overdue_principal: centsToKes(arrears.overduePrincipal),
    overdue_interest: centsToKes(arrears.overdueInterest),
    fines: centsToKes(fines.get(loan.id) ?? 0),
    principal_outstanding: centsToKes(loan.principalOutstandingCents),
  }));
}

async function lateLoans(db: DbOrTx, asOf: string) {
  const all = await loansWithArrears(db, asOf);
  const totalOutstanding = all.reduce((sum, { loan }) => sum + loan.principalOutstandingCents, 0);
  const late = all.filter((entry): entry is InArrears => entry.arrears !== null);
  return { totalOutstanding, late };
}

/**
 * GET /loans/arrears: every uncleared loan with an installment past due on `as_of` that the filter
 * keeps, most days past due first unless sorted, paged, and the portfolio-at-risk buckets over the
 * whole portfolio, whatever the filter (docs/decisions/lending.md, "Arrears"). Payments count as they stand
 * now.
 */
export async function arrearsReport(
  db: DbOrTx,
  asOf: string,
  filter: ArrearsFilter,
  sort: ArrearsSort,
  page: { page: number; perPage: number },
): Promise<ArrearsAnswer> {
  const { totalOutstanding, late } = await lateLoans(db, asOf);
  const buckets = portfolioAtRisk(
    late.map(({ loan, arrears }) => ({
      daysPastDue: arrears.daysPastDue,
      principalOutstanding: cents(loan.principalOutstandingCents),
    })),
    cents(totalOutstanding),
  );
  const listed = await kept(db, late, filter, sort);
  return {
    as_of: asOf,
    total_outstanding: centsToKes(totalOutstanding),
    buckets: buckets.map((bucket) => ({ ...bucket, principal: centsToKes(bucket.principal) })),
    loans: await rowsOf(db, listed.slice((page.page - 1) * page.perPage, page.page * page.perPage)),
    pagination: paginationOf(page.page, page.perPage, listed.length),
  };
}

/** Every late loan of a filter in the list's order, a batch at a time (the CSV download). */
export async function* arrearsBatches(db: DbOrTx, asOf: string, filter: ArrearsFilter, sort: ArrearsSort) {
  const listed = await kept(db, (await lateLoans(db, asOf)).late, filter, sort);
  for (let start = 0; start < listed.length; start += 500)
    yield await rowsOf(db, listed.slice(start, start + 500));
}

export const arrearsCsvColumns: CsvColumn<ArrearsRow>[] = [
  ...fieldColumns<ArrearsRow>('loan_id', 'kind', 'user_id'),
  { header: 'member', value: (r) => fullName(r) },
  ...fieldColumns<ArrearsRow>('oldest_due_date', 'days_past_due'),
  ...amountColumns<ArrearsRow>('overdue_principal', 'overdue_interest', 'fines', 'principal_outstanding'),
];
