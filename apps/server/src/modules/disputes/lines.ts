import type { DisputedLine } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import type { disputes } from '../../db/schema.js';
import { entryIdsOfTransactions, memberEntries } from '../books/index.js';
import { paymentLines } from '../transactions/index.js';

export type DisputeRow = typeof disputes.$inferSelect;
type LineRef = Pick<DisputeRow, 'userId' | 'transactionId' | 'journalEntryId'>;

/** A disputed line with what it is about: the loans it moved, the kinds of loan a payment pays. */
export interface LineFacts extends DisputedLine {
  /** The payment the line is, or the entry posted: one line with it. */
  transactionId: number | null;
  loanIds: number[];
  loanKinds: ('long_term' | 'short_term')[];
}

const KIND_OF_TYPE = { LTL: 'long_term', STL: 'short_term' } as const;

export const lineKey = (ref: LineRef) =>
  ref.transactionId !== null
    ? `t:${ref.transactionId}:${ref.userId}`
    : `e:${ref.journalEntryId}:${ref.userId}`;

/**
 * The lines that disputes name, each as its member's statement shows it (docs/decisions/disputes.md,
 * "A line"): a journal entry with a line of the member's, or a payment transaction of the member's.
 * A line that is not the member's is missing from the map.
 */
export async function linesOf(db: DbOrTx, refs: readonly LineRef[]): Promise<Map<string, LineFacts>> {
  const found = new Map<string, LineFacts>();
  const entryIds = refs.flatMap((r) => (r.journalEntryId === null ? [] : [r.journalEntryId]));
  for (const entry of await memberEntries(db, [...new Set(entryIds)])) {
    const key = lineKey({ userId: entry.userId, transactionId: null, journalEntryId: entry.entryId });
    found.set(key, {
      date: entry.date,
      description: entry.memo,
      amount: entry.amountCents,
      transactionId: entry.transactionId,
      loanIds: entry.loanIds,
      loanKinds: [],
    });
  }
  const paymentIds = [...new Set(refs.flatMap((r) => (r.transactionId === null ? [] : [r.transactionId])))];
  // The entries the payments posted once approved, read at once for the whole page.
  const posted = await memberEntries(db, await entryIdsOfTransactions(db, paymentIds));
  for (const payment of await paymentLines(db, paymentIds)) {
    const status = payment.status === 'Approved' ? '' : ` (${payment.status})`;
    const own = posted.filter(
      (e) => e.transactionId === payment.transactionId && e.userId === payment.userId,
    );
    found.set(
      lineKey({ userId: payment.userId, transactionId: payment.transactionId, journalEntryId: null }),
      {
        date: payment.date,
        description: `Payment TRN-${payment.transactionId}${status}`,
        amount: payment.totalCents,
        transactionId: payment.transactionId,
        loanIds: [...new Set(own.flatMap((e) => e.loanIds))],
        loanKinds: payment.types.flatMap((type) =>
          type === 'LTL' || type === 'STL' ? [KIND_OF_TYPE[type]] : [],
        ),
      },
    );
  }
  return found;
}
