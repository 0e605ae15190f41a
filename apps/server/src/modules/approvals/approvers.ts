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
  | 'withdrawal';

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
 * request made (an official acting alone) is absent.
 */
export async function approversOf(db: DbOrTx, references: string[]): Promise<Map<string, Approvers>> {
  const found = new Map<string, Approvers>();
  if (references.length === 0) return found;
  const rows = await db
    .select({
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
      ),
    )
    .orderBy(asc(approvalVotes.decidedAt), asc(approvalVotes.id));
  for (const row of rows) {
    if (row.reference === null) continue;
    const entry = found.get(row.reference) ?? { makerId: row.makerId, approverIds: [] };
    entry.approverIds.push(row.officialId);
    found.set(row.reference, entry);
  }
  return found;
}
