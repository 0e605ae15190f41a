import {
  type Clock,
  cents,
  formatKES,
  formatMemberNumber,
  fullName,
  isoDateInGroupZone,
  readStkCallback,
  type StkOutcome,
} from '@links/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { stkRequests } from '../../db/schema.js';
import type { RequestContext } from '../audit/audit.service.js';
import type { DarajaService } from '../daraja/index.js';
import { requireUser } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';
import { attachReceipt } from './query-settled.js';
import { mpesaKey } from './receipts.js';
import { matchCandidates, recordPayment } from './record.js';
import { paybillOf, type StkRow, stkSignature } from './stk.service.js';

/** A request with no callback this long after it is asked about (docs/decisions/daraja.md, "The status query"). */
export const STK_QUERY_AFTER_MS = 2 * 60_000;
/** Asked about again at most this often while Daraja says it is still in progress. */
export const STK_QUERY_AGAIN_MS = 30_000;

type Paid = { paid: true; amountCents: number; receipt: string | null; paidAt: Date; phone: string | null };
type Failed = { paid: false; resultCode: number; reason: string };

async function lockRow(tx: Tx, id: number): Promise<StkRow | undefined> {
  const [row] = await tx.select().from(stkRequests).where(eq(stkRequests.id, id)).for('update');
  return row;
}

/**
 * Settles a pending request, its row locked: a payment is recorded under the one-receipt-once rule
 * shared with C2B and statements (a query-settled one under `stk:<CheckoutRequestID>` until its
 * receipt comes), matched to the member by their number; a failure keeps Safaricom's reason.
 */
async function settle(
  tx: Tx,
  row: StkRow,
  outcome: Paid | Failed,
  by: 'callback' | 'query',
  who: RequestContext,
  raw?: string,
) {
  const settledAt = who.at;
  if (!outcome.paid) {
    await tx
      .update(stkRequests)
      .set({
        status: 'Failed',
        resultCode: outcome.resultCode,
        reason: outcome.reason,
        settledBy: by,
        settledAt,
      })
      .where(eq(stkRequests.id, row.id));
    return;
  }
  const user = await requireUser(tx, row.userId);
  const settings = await requireSettings(tx);
  const receipt = outcome.receipt ?? (row.checkoutRequestId as string);
  const recorded = await recordPayment(
    tx,
    {
      source: 'c2b',
      receiptKey: outcome.receipt ? mpesaKey(outcome.receipt) : `stk:${row.checkoutRequestId}`,
      receipt,
      amountCents: cents(outcome.amountCents),
      paidAt: outcome.paidAt.toISOString(),
      paidOn: isoDateInGroupZone(outcome.paidAt),
      payerName: fullName(user),
      payerPhone: outcome.phone ?? row.phone,
      accountRef: formatMemberNumber(user.memberNo),
      ledgerAccountId: settings.mpesaAccountId,
      importedBy: null,
      ...(raw === undefined ? {} : { rawBody: raw }),
      fromStkCallback: by === 'callback',
    },
    await matchCandidates(tx),
    who,
  );
  const paymentId = recorded.outcome === 'typed_by_hand' ? null : recorded.payment.id;
  const asked = row.amountCents;
  const reason =
    recorded.outcome === 'typed_by_hand'
      ? 'Its receipt was already typed by hand as a payment.'
      : outcome.amountCents !== asked
        ? `Paid ${formatKES(cents(outcome.amountCents))} of ${formatKES(asked)} asked.`
        : null;
  await tx
    .update(stkRequests)
    .set({
      status: 'Completed',
      receipt: outcome.receipt,
      paymentId,
      reason,
      resultCode: 0,
      settledBy: by,
      settledAt,
    })
    .where(eq(stkRequests.id, row.id));
}

export type CallbackResult = 'settled' | 'again' | 'unknown' | 'mismatch';

/** An STK callback for the request whose token it came with (docs/decisions/daraja.md, "The callback"). */
export async function settleByCallback(
  db: Db,
  tokenHash: string,
  outcome: StkOutcome,
  raw: string,
  who: RequestContext,
): Promise<CallbackResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: stkRequests.id })
      .from(stkRequests)
      .where(eq(stkRequests.callbackTokenHash, tokenHash));
    const row = found ? await lockRow(tx, found.id) : undefined;
    if (!row) return 'unknown';
    if (row.checkoutRequestId && row.checkoutRequestId !== outcome.checkoutRequestId) return 'mismatch';
    if (!row.checkoutRequestId) {
      await tx
        .update(stkRequests)
        .set({ checkoutRequestId: outcome.checkoutRequestId })
        .where(eq(stkRequests.id, row.id));
      row.checkoutRequestId = outcome.checkoutRequestId;
    }
    // A request whose sending seemed to fail (Daraja did not answer in time) may still have been paid:
    // Safaricom's word settles it (docs/decisions/daraja.md, "The callback").
    const unsent = row.status === 'Failed' && row.settledBy === null;
    if (row.status !== 'Pending' && !unsent) {
      // A late callback of a request the query settled brings its receipt.
      if (outcome.ok && row.settledBy === 'query' && row.paymentId !== null && row.receipt === null) {
        await attachReceipt(tx, row.paymentId, outcome.receipt);
        await tx.update(stkRequests).set({ receipt: outcome.receipt }).where(eq(stkRequests.id, row.id));
      }
      return 'again';
    }
    const settled: Paid | Failed = outcome.ok
      ? {
          paid: true,
          amountCents: outcome.amountCents,
          receipt: outcome.receipt,
          paidAt: new Date(outcome.paidAt.instant),
          phone: outcome.phone || null,
        }
      : { paid: false, resultCode: outcome.resultCode, reason: outcome.reason };
    await settle(tx, row, settled, 'callback', who, raw);
    return 'settled';
  });
}

/** Whether a pending request is due for the status query now. */
export const dueForQuery = (row: StkRow, now: Date) =>
  row.status === 'Pending' &&
  row.checkoutRequestId !== null &&
  now.getTime() - row.requestedAt.getTime() >= STK_QUERY_AFTER_MS &&
  (row.queriedAt === null || now.getTime() - row.queriedAt.getTime() >= STK_QUERY_AGAIN_MS);

/**
 * Asks Daraja what became of a request whose callback did not come (docs/decisions/daraja.md, "The
 * status query") and settles it from the answer; still in progress, or Daraja failing, leaves it pending.
 */
export async function settleByQuery(
  db: Db,
  daraja: DarajaService,
  clock: Clock,
  row: StkRow,
  who: RequestContext,
): Promise<StkRow> {
  const now = clock.now();
  if (!dueForQuery(row, now)) return row;
  const { shortcode } = await paybillOf(db);
  const answer = await daraja.post('/mpesa/stkpushquery/v1/query', {
    BusinessShortCode: shortcode,
    ...(await stkSignature(daraja, shortcode, now)),
    CheckoutRequestID: row.checkoutRequestId,
  });
  const code = answer.ok ? Number(answer.body.ResultCode) : Number.NaN;
  return db.transaction(async (tx) => {
    const locked = await lockRow(tx, row.id);
    if (locked?.status !== 'Pending') return locked ?? row;
    if (!answer.ok || !Number.isInteger(code)) {
      await tx.update(stkRequests).set({ queriedAt: now }).where(eq(stkRequests.id, row.id));
    } else {
      const reason =
        String(answer.body.ResultDesc ?? '')
          .trim()
          .slice(0, 500) || `Result code ${code}`;
      const outcome: Paid | Failed =
        code === 0
          ? { paid: true, amountCents: locked.amountCents, receipt: null, paidAt: now, phone: null }
          : { paid: false, resultCode: code, reason };
      await settle(tx, locked, outcome, 'query', who);
    }
    return (await lockRow(tx, row.id)) ?? row;
  });
}

/** The requests whose status query is due at `now`: pending past their callback's wait, not asked lately. */
function due(now: Date) {
  const before = new Date(now.getTime() - STK_QUERY_AFTER_MS);
  const again = new Date(now.getTime() - STK_QUERY_AGAIN_MS);
  return and(
    eq(stkRequests.status, 'Pending'),
    lt(stkRequests.requestedAt, before),
    or(isNull(stkRequests.queriedAt), lt(stkRequests.queriedAt, again)),
  );
}

/** The group's pending requests due for the status query, oldest first, a batch at a time. */
export async function pendingDue(db: Db, now: Date, limit = 50): Promise<StkRow[]> {
  return db.select().from(stkRequests).where(due(now)).orderBy(stkRequests.requestedAt).limit(limit);
}

/**
 * Across groups: the groups with a request whose status query is due (docs/decisions/jobs.md, "Only the
 * groups with work"), found by the index of pending requests alone.
 */
export async function groupsWithLateStk(db: Db, now: Date): Promise<number[]> {
  const rows = await db.selectDistinct({ groupId: stkRequests.groupId }).from(stkRequests).where(due(now));
  return rows.map((row) => row.groupId);
}

export { readStkCallback };
