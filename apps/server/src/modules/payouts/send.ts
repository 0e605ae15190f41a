import { randomBytes } from 'node:crypto';
import {
  b2cAmountProblem,
  CALLBACK_TOKEN_BYTES,
  type Clock,
  callbackTokenOf,
  formatKenyanPhone,
  type PayoutView,
  payoutOriginatorId,
  type SendPayoutInput,
} from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { currentGroupId } from '../../db/group-context.js';
import { payoutAttempts, payouts } from '../../db/schema.js';
import { badGateway, conflict, unprocessable } from '../../lib/errors.js';
import { type RequestContext, recordAudit } from '../audit/audit.service.js';
import { payOutOf } from '../banking/index.js';
import { findMoneyAccount, lockAccounts } from '../books/index.js';
import type { DarajaService } from '../daraja/index.js';
import { getSettings } from '../settings/settings.service.js';
import { B2C_RESULT_PATH, B2C_TIMEOUT_PATH, RESULT_WAIT_MS } from './paths.js';
import { hashOfToken, lockedPayout, type PayoutRow, payoutView } from './payouts.service.js';
import { settleAttempt } from './settle.js';

/** A reason as a sentence of its own: ending in a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export interface PayoutDeps {
  daraja: DarajaService;
  clock: Clock;
  publicUrl: string | undefined;
}

export const NO_PUBLIC_URL =
  'This server has no PUBLIC_URL: Safaricom could not send the result back. Set PUBLIC_URL and restart it.';
export const NO_MPESA_ACCOUNT =
  "Set the group's M-Pesa account first: a payout by M-Pesa leaves the books from it.";
export const NO_PHONE = 'Give the phone number to pay: the member has none on file.';
export const IN_FLIGHT =
  'This payout is with Safaricom: wait for its result (Links asks Safaricom if none comes in five minutes).';
export const ALREADY_PAID = 'This payout has been paid already.';
export const UNANSWERED =
  'Daraja did not answer: the payment may still go through. Links asks Safaricom what became of it before anything else.';

/** The attempt as claimed, committed before Daraja is called. */
interface Claim {
  row: PayoutRow;
  attemptId: number;
  originator: string;
  token: string;
  phone: string;
}

/**
 * The books' M-Pesa account must hold the payout besides the payouts already with Safaricom
 * (docs/decisions/payouts.md, "Sending"), checked under the account's lock: what Safaricom sends is
 * then always there to post.
 */
async function coverInBooks(tx: Tx, mpesaAccountId: number, amountCents: number): Promise<void> {
  const account = await findMoneyAccount(tx, mpesaAccountId);
  if (!account) throw unprocessable(NO_MPESA_ACCOUNT, undefined, 'NO_MPESA_ACCOUNT');
  // The account's row first: two sends at once read what is in flight one after the other.
  await lockAccounts(tx, [account.id]);
  const [inFlight] = await tx
    .select({ total: sql<string>`coalesce(sum(${payouts.amountCents}), 0)::text` })
    .from(payouts)
    .where(eq(payouts.status, 'Sent'));
  await payOutOf(tx, account, amountCents + Number(inFlight?.total ?? 0), { field: 'amount' });
}

async function claim(
  db: Db,
  deps: PayoutDeps,
  payoutId: number,
  input: SendPayoutInput,
  who: RequestContext,
) {
  const mpesaAccountId = (await getSettings(db))?.mpesaAccountId ?? null;
  if (mpesaAccountId === null) throw unprocessable(NO_MPESA_ACCOUNT, undefined, 'NO_MPESA_ACCOUNT');
  return db.transaction(async (tx): Promise<Claim> => {
    const row = await lockedPayout(tx, payoutId);
    if (row.status === 'Sent') throw conflict(IN_FLIGHT, 'PAYOUT_IN_FLIGHT');
    if (row.status === 'Completed') throw conflict(ALREADY_PAID, 'PAYOUT_COMPLETED');
    const problem = b2cAmountProblem(row.amountCents);
    if (problem) throw unprocessable(problem, undefined, 'B2C_AMOUNT');
    const phone = input.phone ?? row.phone;
    if (!phone) throw unprocessable(NO_PHONE, { phone: NO_PHONE }, 'NO_PHONE');
    await coverInBooks(tx, mpesaAccountId, row.amountCents);
    const attempt = row.attempts + 1;
    const originator = payoutOriginatorId(currentGroupId(), row.id, attempt);
    const token = callbackTokenOf(randomBytes(CALLBACK_TOKEN_BYTES));
    const now = deps.clock.now();
    const [made] = await tx
      .insert(payoutAttempts)
      .values({
        payoutId: row.id,
        attempt,
        originatorConversationId: originator,
        callbackTokenHash: hashOfToken(token),
        phone,
        sentAt: now,
        queryDueAt: new Date(now.getTime() + RESULT_WAIT_MS),
      })
      .returning({ id: payoutAttempts.id });
    const [sent] = await tx
      .update(payouts)
      .set({
        status: 'Sent',
        method: 'mpesa',
        phone,
        attempts: attempt,
        accountId: mpesaAccountId,
        reason: null,
        sentAt: now,
      })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordAudit(tx, who, {
      action: 'send',
      entity: 'payout',
      entityId: row.id,
      memberId: row.userId,
      before: { status: row.status },
      after: { status: 'Sent', phone, attempt, originator_conversation_id: originator },
    });
    return { row: sent!, attemptId: made!.id, originator, token, phone };
  });
}

/**
 * `POST /payouts/{payoutId}/send` (docs/decisions/payouts.md, "Sending"): claims the payout (Sent, with a
 * new attempt and its own callback token) in a transaction of its own, then asks Daraja's B2C to pay
 * the member. Daraja refusing (it went nowhere) makes the payout Failed and answers 502; no answer (it
 * may have gone) leaves it Sent for the status query to settle.
 */
export async function sendPayout(
  db: Db,
  deps: PayoutDeps,
  payoutId: number,
  input: SendPayoutInput,
  who: RequestContext,
): Promise<PayoutView> {
  if (!deps.publicUrl) throw unprocessable(NO_PUBLIC_URL, undefined, 'NO_PUBLIC_URL');
  const initiator = await deps.daraja.credential('daraja_initiator_name');
  const credential = await deps.daraja.credential('daraja_security_credential');
  const shortcode = await deps.daraja.credential('daraja_b2c_shortcode');
  const claimed = await claim(db, deps, payoutId, input, who);
  const base = `${deps.publicUrl}/api/links`;
  const sent = await deps.daraja.post('/mpesa/b2c/v3/paymentrequest', {
    OriginatorConversationID: claimed.originator,
    InitiatorName: initiator,
    SecurityCredential: credential,
    CommandID: 'BusinessPayment',
    Amount: Math.round(claimed.row.amountCents / 100),
    PartyA: shortcode,
    PartyB: claimed.phone,
    Remarks: claimed.row.description.slice(0, 100),
    QueueTimeOutURL: `${base}${B2C_TIMEOUT_PATH}${claimed.token}`,
    ResultURL: `${base}${B2C_RESULT_PATH}${claimed.token}`,
    Occasion: `Payout ${claimed.row.id}`,
  });
  const accepted = sent.ok && String(sent.body.ResponseCode) === '0';
  const refused = sent.ok ? !accepted : sent.status !== undefined && sent.status >= 400 && sent.status < 500;
  if (accepted) {
    await db
      .update(payoutAttempts)
      .set({ conversationId: String(sent.body.ConversationID ?? '').slice(0, 100) || null })
      .where(eq(payoutAttempts.id, claimed.attemptId));
    return payoutView(db, claimed.row);
  }
  const reason = sent.ok
    ? `Daraja did not accept the payment: ${String(sent.body.ResponseDescription ?? sent.body.errorMessage ?? '').slice(0, 200)}`
    : sent.message;
  const after = await settleAttempt(
    db,
    { attemptId: claimed.attemptId },
    refused
      ? { kind: 'absent', reason }
      : { kind: 'unknown', reason: `${UNANSWERED} (${reason})`, askNow: true },
    deps.clock,
  );
  if (refused)
    throw badGateway(
      `${sentence(reason)} Nothing was sent to ${formatKenyanPhone(claimed.phone)}.`,
      'DARAJA_FAILED',
    );
  return payoutView(db, after && after !== 'mismatch' ? after : claimed.row);
}
