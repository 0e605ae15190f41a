import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvalRequests, approvalVotes } from '../../db/schema.js';

/** The things an executed request makes, as its reference names them. */
export type ReferencedThing =
  | 'loan'
  | 'expense'
  | 'entry'
  | 'fine'
  | 'share_out'
  | 'settings'
  | 'user'
  | 'reversal'
  | 'withdrawal'
  | 'fund_claim'
  | 'rotation';

/**
 * The reference a request keeps to the thing it made (`loan:12`), the one `approversOf` looks up
 * (docs/decisions/approvals.md, "Who asked and who approved"). An approved application's answer always
 * names its loan, though its type allows none.
 */
export const referenceTo = (thing: ReferencedThing, id: number | null) => `${thing}:${id}`;

/** Who asked for an executed request and who approved it, in the order they did. */
export interface Approvers {
  makerId: number;
  approverIds: number[];
}

/**
 * The approved requests that made these things (`loan:12`, `expense:4`, … as the kinds name what
 * they made), by reference (docs/decisions/approvals.md, "Who asked and who approved"). A thing no
 * request made (an official acting alone) is absent. `kinds` keeps only requests of those kinds, for a
 * reference other kinds share (a member's exit and their office changes both name `user:<id>`); when
 * several requests made one reference, the latest one counts.
 */
export async function approversOf(
  db: DbOrTx,
  references: string[],
  kinds?: string[],
): Promise<Map<string, Approvers>> {
  const found = new Map<string, Approvers & { requestId: number }>();
  if (references.length === 0) return found;
  const rows = await db
    .select({
      requestId: approvalRequests.id,
      reference: approvalRequests.reference,
      makerId: approvalRequests.makerId,
      officialId: approvalVotes.officialId,
    })
    .from(approvalRequests)
    .innerJoin(approvalVotes, eq(approvalVotes.requestId, approvalRequests.id))
    .where(
      and(
        inArray(approvalRequests.reference, references),
        eq(approvalRequests.status, 'Approved'),
        eq(approvalVotes.decision, 'Approve'),
        kinds === undefined ? undefined : inArray(approvalRequests.kind, kinds),
      ),
    )
    .orderBy(asc(approvalVotes.decidedAt), asc(approvalVotes.id));
  for (const row of rows) {
    if (row.reference === null) continue;
    const known = found.get(row.reference);
    if (known !== undefined && known.requestId > row.requestId) continue;
    const entry =
      known?.requestId === row.requestId
        ? known
        : { requestId: row.requestId, makerId: row.makerId, approverIds: [] };
    entry.approverIds.push(row.officialId);
    found.set(row.reference, entry);
  }
  return found;
}
