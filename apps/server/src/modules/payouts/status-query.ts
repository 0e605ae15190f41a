import { randomBytes } from 'node:crypto';
import { CALLBACK_TOKEN_BYTES, callbackTokenOf } from '@links/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutAttempts } from '../../db/schema.js';
import { RESULT_WAIT_MS, STATUS_RESULT_PATH, STATUS_TIMEOUT_PATH } from './paths.js';
import { hashOfToken } from './payouts.service.js';
import type { PayoutDeps } from './send.js';
import { settleAttempt } from './settle.js';

/** At most this many attempts are asked about a round, oldest due first. */
const ROUND = 50;

/** The open attempts whose status query is due: no result within five minutes, or a timeout. */
const askDue = (now: Date) => and(eq(payoutAttempts.outcome, 'open'), lte(payoutAttempts.queryDueAt, now));

export async function attemptsToAsk(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: payoutAttempts.id })
    .from(payoutAttempts)
    .where(askDue(now))
    .orderBy(asc(payoutAttempts.queryDueAt))
    .limit(ROUND);
  return rows.map((row) => row.id);
}

/**
 * Asks Safaricom what became of an attempt (docs/decisions/payouts.md, "Asking Safaricom") with
 * `POST /mpesa/transactionstatus/v1/query`, before anything else is done with the payout. The attempt is
 * claimed first (a new status token, the next ask five minutes on), so two servers ask once. Answers
 * whether it asked.
 */
export async function askStatus(db: Db, deps: PayoutDeps, attemptId: number): Promise<boolean> {
  if (!deps.publicUrl) return false;
  const now = deps.clock.now();
  const token = callbackTokenOf(randomBytes(CALLBACK_TOKEN_BYTES));
  const [claimed] = await db
    .update(payoutAttempts)
    .set({
      statusTokenHash: hashOfToken(token),
      queriedAt: now,
      queryDueAt: new Date(now.getTime() + RESULT_WAIT_MS),
    })
    .where(
      and(
        eq(payoutAttempts.id, attemptId),
        eq(payoutAttempts.outcome, 'open'),
        lte(payoutAttempts.queryDueAt, now),
      ),
    )
    .returning();
  if (!claimed) return false;
  const base = `${deps.publicUrl}/api/links`;
  const sent = await deps.daraja.post('/mpesa/transactionstatus/v1/query', {
    Initiator: await deps.daraja.credential('daraja_initiator_name'),
    SecurityCredential: await deps.daraja.credential('daraja_security_credential'),
    CommandID: 'TransactionStatusQuery',
    TransactionID: claimed.receipt ?? '',
    OriginatorConversationID: claimed.originatorConversationId,
    PartyA: await deps.daraja.credential('daraja_b2c_shortcode'),
    IdentifierType: '4',
    ResultURL: `${base}${STATUS_RESULT_PATH}${token}`,
    QueueTimeOutURL: `${base}${STATUS_TIMEOUT_PATH}${token}`,
    Remarks: 'Payout status',
    Occasion: claimed.originatorConversationId,
  });
  if (!sent.ok || String(sent.body.ResponseCode) !== '0') {
    const reason = sent.ok ? 'Daraja did not accept the status query.' : sent.message;
    await settleAttempt(
      db,
      { attemptId },
      { kind: 'unknown', reason: `Safaricom could not be asked yet: ${reason}` },
      deps.clock,
    );
  }
  return true;
}

/**
 * Across groups: the groups with an attempt whose status query is due (docs/decisions/jobs.md, "Only the
 * groups with work"), found by the index of open attempts alone.
 */
export async function groupsWithLatePayouts(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ groupId: payoutAttempts.groupId })
    .from(payoutAttempts)
    .where(askDue(now));
  return rows.map((row) => row.groupId);
}

/** Asks about each of the group's attempts whose result is late. Answers how many were asked about. */
export async function runPayoutQueries(db: Db, deps: PayoutDeps): Promise<number> {
  let asked = 0;
  for (const id of await attemptsToAsk(db, deps.clock.now())) {
    if (await askStatus(db, deps, id)) asked += 1;
  }
  return asked;
}
