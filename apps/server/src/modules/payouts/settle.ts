import { type Clock, formatKES, payoutSentMessage } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { payoutAttempts, payouts } from '../../db/schema.js';
import { serverOutbox } from '../outbox/index.js';
import { getSettings } from '../settings/settings.service.js';
import { completePayout } from './complete.js';
import { RESULT_WAIT_MS } from './paths.js';
import { hashOfToken, lockedPayout, type PayoutRow } from './payouts.service.js';

/** What Safaricom (or Daraja's silence) says of an attempt. */
export type Settlement =
  | {
      kind: 'completed';
      receipt: string;
      amountCents: number | null;
      /** The `OriginatorConversationID` a B2C result names: it must be the attempt's own. */
      originator?: string;
    }
  | { kind: 'absent'; reason: string; originator?: string }
  | { kind: 'unknown'; reason: string; askNow?: boolean }
  | { kind: 'timeout' };

/** How an attempt is found: by its id, by its callbacks' token, or by its status query's token. */
export type AttemptKey = { attemptId: number } | { token: string } | { statusToken: string };

type AttemptRow = typeof payoutAttempts.$inferSelect;

export const TIMED_OUT = 'Safaricom timed out before answering: Links asks it what became of the payment.';

async function lockedAttempt(tx: Tx, key: AttemptKey): Promise<AttemptRow | undefined> {
  const where =
    'attemptId' in key
      ? eq(payoutAttempts.id, key.attemptId)
      : 'token' in key
        ? eq(payoutAttempts.callbackTokenHash, hashOfToken(key.token))
        : eq(payoutAttempts.statusTokenHash, hashOfToken(key.statusToken));
  const [row] = await tx.select().from(payoutAttempts).where(where).for('update');
  return row;
}

async function completed(
  tx: Tx,
  attempt: AttemptRow,
  payout: PayoutRow,
  outcome: Settlement & { kind: 'completed' },
  clock: Clock,
) {
  const now = clock.now();
  await tx
    .update(payoutAttempts)
    .set({ outcome: 'completed', receipt: outcome.receipt, settledAt: now })
    .where(eq(payoutAttempts.id, attempt.id));
  if (payout.status === 'Completed') {
    if (payout.receipt === outcome.receipt) return payout;
    // Paid already (by hand, or by another attempt): the books keep one payment and the officials are told.
    const reason = `Safaricom reports this payout sent as well (receipt ${outcome.receipt}) after it was paid: recover the second payment from the member.`;
    const [after] = await tx.update(payouts).set({ reason }).where(eq(payouts.id, payout.id)).returning();
    return after!;
  }
  const accountId = payout.accountId ?? (await getSettings(tx))?.mpesaAccountId;
  if (!accountId) throw new Error(`Payout ${payout.id} has no M-Pesa account to leave from.`);
  const reason =
    outcome.amountCents !== null && outcome.amountCents !== payout.amountCents
      ? `Safaricom reports ${formatKES(outcome.amountCents)} sent for ${formatKES(payout.amountCents)} asked.`
      : null;
  const after = await completePayout(tx, payout, {
    method: 'mpesa',
    accountId,
    date: clock.today(),
    at: now,
    receipt: outcome.receipt,
    reason,
    by: null,
  });
  await tellSent(tx, after, clock.today());
  return after;
}

/** docs/decisions/payouts.md, "The member is told": once a payout, in the transaction that posted it. */
async function tellSent(tx: Tx, payout: PayoutRow, on: string): Promise<void> {
  await serverOutbox().leave(tx, {
    userId: payout.userId,
    kind: 'payout_sent',
    eventKey: `payout:${payout.id}:sent`,
    link: '/payouts',
    text: (language) =>
      payoutSentMessage(language, {
        description: payout.description,
        amountCents: payout.amountCents,
        phone: payout.phone ?? '',
        receipt: payout.receipt ?? '',
        on,
      }),
  });
}

/**
 * Settles a payout's attempt (docs/decisions/payouts.md, "Results"), with the attempt's and the payout's
 * rows locked, so that the same result twice, or a result and a status answer at once, on one server or
 * two, settle it once: money sent posts the payout once; Safaricom saying it did not happen makes it
 * Failed; a timeout or an answer that cannot tell leaves it Sent and asks Safaricom. Answers the payout
 * as it now is; undefined for an unknown attempt; `mismatch` for a result naming another attempt's
 * `OriginatorConversationID`, which changes nothing.
 */
export async function settleAttempt(
  db: Db,
  key: AttemptKey,
  outcome: Settlement,
  clock: Clock,
): Promise<PayoutRow | 'mismatch' | undefined> {
  return db.transaction(async (tx): Promise<PayoutRow | 'mismatch' | undefined> => {
    const attempt = await lockedAttempt(tx, key);
    if (!attempt) return undefined;
    if ('originator' in outcome && outcome.originator !== undefined) {
      if (outcome.originator !== attempt.originatorConversationId) return 'mismatch';
    }
    const payout = await lockedPayout(tx, attempt.payoutId);
    if (outcome.kind === 'completed') {
      if (attempt.outcome === 'completed') return payout;
      return completed(tx, attempt, payout, outcome, clock);
    }
    if (attempt.outcome !== 'open') return payout;
    const now = clock.now();
    if (outcome.kind === 'absent') {
      await tx
        .update(payoutAttempts)
        .set({ outcome: 'absent', reason: outcome.reason, settledAt: now })
        .where(eq(payoutAttempts.id, attempt.id));
      if (payout.status !== 'Sent' || payout.attempts !== attempt.attempt) return payout;
      const [after] = await tx
        .update(payouts)
        .set({ status: 'Failed', reason: outcome.reason })
        .where(eq(payouts.id, payout.id))
        .returning();
      return after!;
    }
    const reason = outcome.kind === 'timeout' ? TIMED_OUT : outcome.reason;
    const askNow = outcome.kind === 'timeout' || outcome.askNow === true;
    await tx
      .update(payoutAttempts)
      .set({ reason, queryDueAt: askNow ? now : new Date(now.getTime() + RESULT_WAIT_MS) })
      .where(eq(payoutAttempts.id, attempt.id));
    if (payout.status !== 'Sent') return payout;
    const [after] = await tx.update(payouts).set({ reason }).where(eq(payouts.id, payout.id)).returning();
    return after!;
  });
}
