import type { LoanListQuery, LoanRow } from '@links/domain';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanBalances, loans } from '../../db/schema.js';
import { defineList } from '../../lib/list.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';
import { balanceOfLoan, type Loan, loanFields } from './loan-balances.js';
import type { LoanKind } from './loan-kinds.js';
import { toLoanRow } from './loans.queries.js';

export type LoanFilter = Omit<LoanListQuery, 'page' | 'per_page' | 'format' | 'lang' | 'sort'>;
export type LoanSort = LoanListQuery['sort'];
/** The lists of loans are of one kind at a time. */
export interface OfKind {
  kind: LoanKind;
}

/**
 * What is still owed: the expression the `loan_balances_kind_amount_due_idx` index is built on (the
 * join on the kind too gives the index the list's kind).
 */
const amountDue = sql`(${loanFields.principalOutstandingCents} + ${loanFields.interestOutstandingCents})`;

/** A loan number, as the loan screens show it (`12` or `#12`). */
const loanNumber = (q: string) => /^#?(\d{1,9})$/.exec(q)?.[1];

/** The conditions of a filter, each served by an index of loans (kind first). */
async function loanConditions(db: DbOrTx, { kind, ...filter }: LoanFilter & OfKind): Promise<SQL[]> {
  const conditions: SQL[] = [eq(loans.kind, kind)];
  if (filter.status) conditions.push(eq(loans.status, filter.status));
  if (filter.user_id) conditions.push(eq(loans.userId, filter.user_id));
  if (filter.from) conditions.push(gte(loans.issuedOn, filter.from));
  if (filter.to) conditions.push(lte(loans.issuedOn, filter.to));
  if (filter.q) {
    const named = await memberIdsMatching(db, filter.q);
    const number = loanNumber(filter.q);
    const matches = [
      ...(named.length ? [inArray(loans.userId, named)] : []),
      ...(number ? [eq(loans.id, Number(number))] : []),
    ];
    conditions.push(matches.length ? (or(...matches) as SQL) : sql`false`);
  }
  return conditions;
}

async function withNames(db: DbOrTx, rows: Loan[]): Promise<LoanRow[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => toLoanRow(row, names.get(row.userId)));
}

/**
 * The loans of a kind (docs/spec/entities.md, "Long-term loan"): filtered, sorted, paged and downloaded
 * (docs/decisions/wire.md, "Pages of a list").
 */
export const loanList = defineList({
  id: loans.id,
  fields: loanFields,
  from: (db, fields) => db.select(fields).from(loans).innerJoin(loanBalances, balanceOfLoan),
  sorts: {
    created_at: loans.createdAt,
    date_issued: loans.issuedOn,
    due_date: loans.dueOn,
    loan_amount: loans.loanAmountCents,
    amount_due: { value: amountDue, type: 'bigint' },
  },
  where: async (db, filter: LoanFilter & OfKind) => and(...(await loanConditions(db, filter))),
  rows: withNames,
});

/** Every loan of a filter in the list's order, a batch at a time (the CSV download). */
export async function* loanBatches(
  db: DbOrTx,
  kind: LoanKind,
  filter: LoanFilter,
  sort: LoanSort,
  size?: number,
) {
  yield* await loanList.batches(db, { ...filter, kind }, sort, size);
}
