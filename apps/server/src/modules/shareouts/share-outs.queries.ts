import { basisPointsToFraction, cents, centsToKes, fullName, paginationOf } from '@links/domain';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shareOutLines, shareOuts } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { accountNamesOf } from '../books/index.js';
import { namesOf } from '../directory/directory.service.js';
import { type NamedPlan, planAnswer } from './share-out-plan.js';

export const SHARE_OUT_NOT_FOUND = 'Share-out not found.';

type ShareOutRow = typeof shareOuts.$inferSelect;
type LineRow = typeof shareOutLines.$inferSelect;

/** A stored share-out as the plan it committed, so that it is sent exactly as its preview was. */
function asPlan(row: ShareOutRow, lines: LineRow[], names: NamedPlan['names']): NamedPlan {
  const sum = (pick: (line: LineRow) => number) => cents(lines.reduce((acc, line) => acc + pick(line), 0));
  return {
    terms: {
      from: row.periodFrom,
      to: row.periodTo,
      method: row.method,
      withholding_rate: row.withholdingRateBp,
    },
    distributable: row.distributableCents,
    names,
    lines: lines.map((line) => ({
      userId: line.userId,
      basis: line.basisCents,
      share: cents(line.shareCents),
      withholding: cents(line.withholdingCents),
      net: cents(line.netCents),
    })),
    totalBasis: row.totalBasisCents,
    totalShare: sum((line) => line.shareCents),
    totalWithholding: sum((line) => line.withholdingCents),
    totalNet: sum((line) => line.netCents),
  };
}

/** Stored share-outs with every member's line, in the order given. */
export async function views(db: DbOrTx, rows: ShareOutRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(shareOutLines)
    .where(inArray(shareOutLines.shareOutId, ids))
    .orderBy(asc(shareOutLines.id));
  const people = await namesOf(db, [...new Set(lines.map((line) => line.userId))]);
  const names = new Map([...people].map(([id, name]) => [id, fullName(name)] as const));
  const accountIds = rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId]));
  const accounts = await accountNamesOf(db, accountIds);
  return rows.map((row) => ({
    id: row.id,
    ...planAnswer(
      asPlan(
        row,
        lines.filter((line) => line.shareOutId === row.id),
        names,
      ),
    ),
    payout: row.payout,
    account: accounts.find((account) => account.id === row.accountId) ?? null,
    paid_on: row.paidOn,
    created_at: row.createdAt.toISOString(),
    entry_id: row.entryId,
  }));
}

/** GET /share-outs/{id}: a committed share-out with every member's line. */
export async function shareOutById(db: DbOrTx, id: number) {
  const rows = await db.select().from(shareOuts).where(eq(shareOuts.id, id));
  const [view] = await views(db, rows);
  if (!view) throw notFound(SHARE_OUT_NOT_FOUND);
  return view;
}

const memberColumns = { line: shareOutLines, shareOut: shareOuts };

function memberLine({ line, shareOut }: { line: LineRow; shareOut: ShareOutRow }) {
  return {
    share_out_id: shareOut.id,
    from: shareOut.periodFrom,
    to: shareOut.periodTo,
    method: shareOut.method,
    withholding_rate: basisPointsToFraction(shareOut.withholdingRateBp),
    distributable: centsToKes(shareOut.distributableCents),
    total_basis: centsToKes(shareOut.totalBasisCents),
    payout: shareOut.payout,
    paid_on: shareOut.paidOn,
    basis: centsToKes(line.basisCents),
    share: centsToKes(line.shareCents),
    withholding: centsToKes(line.withholdingCents),
    net: centsToKes(line.netCents),
  };
}

/** GET /share-outs/user/{userId}: the member's lines with each share-out's terms, newest first. */
export async function memberShareOuts(db: DbOrTx, userId: number, page: { page: number; perPage: number }) {
  const [total] = await db.select({ n: count() }).from(shareOutLines).where(eq(shareOutLines.userId, userId));
  const rows = await db
    .select(memberColumns)
    .from(shareOutLines)
    .innerJoin(shareOuts, eq(shareOuts.id, shareOutLines.shareOutId))
    .where(eq(shareOutLines.userId, userId))
    .orderBy(desc(shareOuts.periodTo))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return {
    share_outs: rows.map(memberLine),
    pagination: paginationOf(page.page, page.perPage, total?.n ?? 0),
  };
}

/** The member's lines of the share-outs paid within a period, oldest first (the member statement). */
export async function memberShareOutsPaidWithin(db: DbOrTx, userId: number, from: string, to: string) {
  const rows = await db
    .select(memberColumns)
    .from(shareOutLines)
    .innerJoin(shareOuts, eq(shareOuts.id, shareOutLines.shareOutId))
    .where(and(eq(shareOutLines.userId, userId), gte(shareOuts.paidOn, from), lte(shareOuts.paidOn, to)))
    .orderBy(asc(shareOuts.paidOn), asc(shareOuts.id));
  return rows.map(memberLine);
}
