import {
  type ApprovalListQuery,
  type ApprovalStatus,
  type ApprovalView,
  type ApprovalVote,
  centsToKes,
  fullName,
  type Pagination,
  paginationOf,
} from '@links/domain';
import { and, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvalRequests, approvalVotes } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { namesOf } from '../directory/directory.service.js';

export type RequestRow = typeof approvalRequests.$inferSelect;

/** A pending request past its expiry reads as Expired, whether or not the row says so yet. */
export const statusAt = (row: RequestRow, now: Date): ApprovalStatus =>
  row.status === 'Pending' && row.expiresAt <= now ? 'Expired' : row.status;

const nameOrBlank = (name: { firstname: string; lastname: string } | undefined) =>
  name ? fullName(name) : '';

/** The requests as the API shows them, with their votes and names: three queries whatever the rows. */
export async function approvalViews(db: DbOrTx, rows: RequestRow[], now: Date): Promise<ApprovalView[]> {
  if (rows.length === 0) return [];
  const votes = await db
    .select()
    .from(approvalVotes)
    .where(
      inArray(
        approvalVotes.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(approvalVotes.decidedAt, approvalVotes.id);
  const people = new Set<number>(votes.map((vote) => vote.officialId));
  for (const row of rows) {
    people.add(row.makerId);
    if (row.beneficiaryId !== null) people.add(row.beneficiaryId);
  }
  const names = await namesOf(db, [...people]);
  const votesOf = new Map<number, ApprovalVote[]>();
  for (const vote of votes) {
    const name = names.get(vote.officialId);
    const list = votesOf.get(vote.requestId) ?? [];
    list.push({
      official_id: vote.officialId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      decision: vote.decision,
      reason: vote.reason,
      decided_at: vote.decidedAt.toISOString(),
    });
    votesOf.set(vote.requestId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ApprovalView['kind'],
    summary: row.summary,
    amount: row.amountCents === null ? null : centsToKes(row.amountCents),
    maker_id: row.makerId,
    maker_name: nameOrBlank(names.get(row.makerId)),
    beneficiary_id: row.beneficiaryId,
    beneficiary_name: row.beneficiaryId === null ? null : nameOrBlank(names.get(row.beneficiaryId)),
    status: statusAt(row, now),
    approvals_required: row.requiredCount,
    approvals: votesOf.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reference: row.reference,
  }));
}

/** The condition of a status filter, expiry read from the clock (`approval_requests_status_idx`). */
function whereStatus(status: ApprovalListQuery['status'], now: Date): SQL | undefined {
  const { status: column, expiresAt } = approvalRequests;
  switch (status) {
    case 'pending':
      return and(eq(column, 'Pending'), gt(expiresAt, now));
    case 'expired':
      return or(eq(column, 'Expired'), and(eq(column, 'Pending'), lte(expiresAt, now)));
    case 'approved':
      return eq(column, 'Approved');
    case 'rejected':
      return eq(column, 'Rejected');
    default:
      return undefined;
  }
}

/** GET /approvals: newest first, paged on the server. */
export async function approvalPage(
  db: DbOrTx,
  query: ApprovalListQuery,
  now: Date,
): Promise<{ approvals: ApprovalView[]; pagination: Pagination }> {
  const where = whereStatus(query.status, now);
  const [counted] = await db.select({ n: count() }).from(approvalRequests).where(where);
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(where)
    .orderBy(desc(approvalRequests.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    approvals: await approvalViews(db, rows, now),
    pagination: paginationOf(query.page, query.per_page, counted?.n ?? 0),
  };
}

export async function approvalById(db: DbOrTx, id: number, now: Date): Promise<ApprovalView> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw notFound('Approval request not found.');
  const [view] = await approvalViews(db, [row], now);
  return view!;
}

/**
 * The id of the pending, unexpired request about `subject` (`withdrawal:7`), if any: a module whose
 * own screen decides on its requests casts the official's vote on it rather than asking twice.
 */
export async function pendingRequestAbout(
  db: DbOrTx,
  subject: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.subject, subject),
        eq(approvalRequests.status, 'Pending'),
        gt(approvalRequests.expiresAt, now),
      ),
    );
  return row?.id;
}
