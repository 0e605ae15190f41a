import { createHash, randomBytes } from 'node:crypto';
import {
  CALLBACK_TOKEN_BYTES,
  type Clock,
  callbackTokenOf,
  centsToKes,
  darajaTimestamp,
  formatMemberNumber,
  type StkRequestInput,
  type StkView,
  stkPassword,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { stkRequests } from '../../db/schema.js';
import { badGateway, notFound, unprocessable } from '../../lib/errors.js';
import type { SignedInContext } from '../audit/audit.service.js';
import type { DarajaService } from '../daraja/index.js';
import { requireUser } from '../directory/directory.service.js';
import { requireSettings } from '../settings/settings.service.js';

export type StkRow = typeof stkRequests.$inferSelect;

export const STK_NOT_FOUND = 'Payment request not found.';
export const NO_PUBLIC_URL =
  'Safaricom cannot call this server back: set PUBLIC_URL to the address members open the app at.';
export const NO_PAYBILL = "Set the group's M-Pesa paybill number and account first.";
export const NO_PHONE = 'Give the phone number to ask: your profile has none.';

/** The path Daraja calls back, under /api/links; no word Daraja refuses (docs/decisions/secrets.md). */
export const STK_CALLBACK_PATH = '/payments/stk/callback/';

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function stkViewOf(row: StkRow): StkView {
  return {
    checkout_request_id: row.checkoutRequestId ?? '',
    status: row.status,
    amount: centsToKes(row.amountCents),
    phone: row.phone,
    reason: row.reason,
    receipt: row.receipt,
    payment_id: row.paymentId,
    requested_at: row.requestedAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** The group's paybill and the account its money goes into, or a 422. */
export async function paybillOf(db: DbOrTx) {
  const settings = await requireSettings(db);
  if (!settings.mpesaShortcode || settings.mpesaAccountId === null) {
    throw unprocessable(NO_PAYBILL, undefined, 'NO_PAYBILL');
  }
  return { shortcode: settings.mpesaShortcode, accountId: settings.mpesaAccountId };
}

/** Daraja's Password and Timestamp for a request of the group's paybill now. */
export async function stkSignature(daraja: DarajaService, shortcode: string, now: Date) {
  const timestamp = darajaTimestamp(now);
  return {
    Password: stkPassword(shortcode, await daraja.credential('daraja_passkey'), timestamp),
    Timestamp: timestamp,
  };
}

/**
 * `POST /payments/stk` (docs/decisions/daraja.md, "Pay with M-Pesa"): the request is kept first (so its
 * callback, which may come before Daraja's answer, finds it), then sent; Daraja refusing or failing
 * leaves it Failed with the reason and answers 502.
 */
export async function requestStk(
  db: Db,
  deps: { daraja: DarajaService; clock: Clock; publicUrl: string | undefined },
  who: SignedInContext,
  input: StkRequestInput,
): Promise<StkView> {
  if (!deps.publicUrl) throw unprocessable(NO_PUBLIC_URL, undefined, 'NO_PUBLIC_URL');
  const { shortcode } = await paybillOf(db);
  const user = await requireUser(db, who.userId);
  const phone = input.phone ?? user.phone;
  if (!phone) throw unprocessable(NO_PHONE, { phone: NO_PHONE }, 'VALIDATION_FAILED');
  const now = deps.clock.now();
  const signature = await stkSignature(deps.daraja, shortcode, now);
  const token = callbackTokenOf(randomBytes(CALLBACK_TOKEN_BYTES));
  const [row] = await db
    .insert(stkRequests)
    .values({
      userId: user.id,
      phone,
      amountCents: input.amount,
      callbackTokenHash: hashOfToken(token),
      requestedAt: now,
    })
    .returning();
  const sent = await deps.daraja.post('/mpesa/stkpush/v1/processrequest', {
    BusinessShortCode: shortcode,
    ...signature,
    TransactionType: 'CustomerPayBillOnline',
    Amount: input.amount / 100,
    PartyA: phone,
    PartyB: shortcode,
    PhoneNumber: phone,
    CallBackURL: `${deps.publicUrl}/api/links${STK_CALLBACK_PATH}${token}`,
    AccountReference: formatMemberNumber(user.memberNo),
    TransactionDesc: 'Chama payment',
  });
  const checkoutRequestId = sent.ok ? sent.body.CheckoutRequestID : undefined;
  if (!sent.ok || String(sent.body.ResponseCode) !== '0' || typeof checkoutRequestId !== 'string') {
    const reason = sent.ok ? 'Daraja did not accept the request.' : sent.message;
    // Its callback may have come while Daraja's answer did not: a settled request stays settled.
    const [failed] = await db
      .update(stkRequests)
      .set({ status: 'Failed', reason, settledAt: deps.clock.now() })
      .where(and(eq(stkRequests.id, row!.id), eq(stkRequests.status, 'Pending')))
      .returning();
    if (failed) throw badGateway(reason, 'DARAJA_FAILED');
    const [settled] = await db.select().from(stkRequests).where(eq(stkRequests.id, row!.id));
    return stkViewOf(settled!);
  }
  const [kept] = await db
    .update(stkRequests)
    .set({
      checkoutRequestId: checkoutRequestId.slice(0, 100),
      merchantRequestId: String(sent.body.MerchantRequestID ?? '').slice(0, 100) || null,
    })
    .where(eq(stkRequests.id, row!.id))
    .returning();
  return stkViewOf(kept!);
}

/** A request by its CheckoutRequestID: the member's own, or any for officials; else 404. */
export async function stkRowFor(
  db: DbOrTx,
  who: { userId: number; seesGroup: boolean },
  checkoutRequestId: string,
) {
  const [row] = await db
    .select()
    .from(stkRequests)
    .where(eq(stkRequests.checkoutRequestId, checkoutRequestId));
  if (!row || (!who.seesGroup && row.userId !== who.userId)) throw notFound(STK_NOT_FOUND);
  return row;
}

/** The group a callback token is of, whichever group asks (docs/decisions/groups.md, "Keys"). */
export function groupOfStkToken(db: DbOrTx, token: string): Promise<number | undefined> {
  if (token.length === 0 || token.length > 200) return Promise.resolve(undefined);
  return asPlatform(async () => {
    const rows = await db
      .select({ groupId: stkRequests.groupId })
      .from(stkRequests)
      .where(eq(stkRequests.callbackTokenHash, hashOfToken(token)));
    return rows.length === 1 ? rows[0]!.groupId : undefined;
  });
}
