import { randomBytes } from 'node:crypto';
import {
  type BalanceOutcome,
  CALLBACK_TOKEN_BYTES,
  type Clock,
  callbackTokenOf,
  centsToKes,
  type MpesaBalance,
} from '@links/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { mpesaBalanceChecks } from '../../db/schema.js';
import { badGateway, unprocessable } from '../../lib/errors.js';
import { accountBalance } from '../books/index.js';
import type { DarajaService } from '../daraja/index.js';
import { getSettings } from '../settings/settings.service.js';
import { hashOfToken, NO_PAYBILL, NO_PUBLIC_URL } from './stk.service.js';

/** The paths Daraja calls with a balance query's result, or when it timed out (no word Daraja refuses). */
export const BALANCE_RESULT_PATH = '/payments/balance/result/';
export const BALANCE_TIMEOUT_PATH = '/payments/balance/timeout/';
/** A daily check (docs/decisions/daraja.md, "The M-Pesa balance"). */
export const BALANCE_EVERY_MS = 24 * 3_600_000;

type Row = typeof mpesaBalanceChecks.$inferSelect;
type Stored = { name: string; currency: string; available_cents: number }[];

/** `GET /payments/mpesa-balance`: the latest check beside the books' balance of the M-Pesa account. */
export async function mpesaBalance(db: DbOrTx): Promise<MpesaBalance> {
  const [row] = await db
    .select()
    .from(mpesaBalanceChecks)
    .orderBy(desc(mpesaBalanceChecks.requestedAt), desc(mpesaBalanceChecks.id))
    .limit(1);
  const accountId = (await getSettings(db))?.mpesaAccountId ?? null;
  return {
    check: row
      ? {
          status: row.status,
          accounts: ((row.accounts as Stored | null) ?? []).map((a) => ({
            name: a.name,
            currency: a.currency,
            available: centsToKes(a.available_cents),
          })),
          reason: row.reason,
          requested_at: row.requestedAt.toISOString(),
          settled_at: row.settledAt?.toISOString() ?? null,
        }
      : null,
    books_balance: accountId === null ? null : centsToKes(await accountBalance(db, accountId)),
  };
}

/**
 * `POST /payments/mpesa-balance`: asks Daraja for the paybill's balance; the answer comes to the result
 * URL. Daraja refusing or failing leaves the check Failed and answers 502.
 */
export async function checkMpesaBalance(
  db: Db,
  deps: { daraja: DarajaService; clock: Clock; publicUrl: string | undefined },
  requestedBy: number | null,
): Promise<MpesaBalance> {
  if (!deps.publicUrl) throw unprocessable(NO_PUBLIC_URL, undefined, 'NO_PUBLIC_URL');
  const shortcode = (await getSettings(db))?.mpesaShortcode;
  if (!shortcode) throw unprocessable(NO_PAYBILL, undefined, 'NO_PAYBILL');
  const initiator = await deps.daraja.credential('daraja_initiator_name');
  const credential = await deps.daraja.credential('daraja_security_credential');
  const token = callbackTokenOf(randomBytes(CALLBACK_TOKEN_BYTES));
  const [row] = await db
    .insert(mpesaBalanceChecks)
    .values({ callbackTokenHash: hashOfToken(token), requestedBy, requestedAt: deps.clock.now() })
    .returning();
  const base = `${deps.publicUrl}/api/links`;
  const sent = await deps.daraja.post('/mpesa/accountbalance/v1/query', {
    Initiator: initiator,
    SecurityCredential: credential,
    CommandID: 'AccountBalance',
    PartyA: shortcode,
    IdentifierType: '4',
    Remarks: 'Balance check',
    QueueTimeOutURL: `${base}${BALANCE_TIMEOUT_PATH}${token}`,
    ResultURL: `${base}${BALANCE_RESULT_PATH}${token}`,
  });
  if (!sent.ok || String(sent.body.ResponseCode) !== '0') {
    const reason = sent.ok ? 'Daraja did not accept the request.' : sent.message;
    await db
      .update(mpesaBalanceChecks)
      .set({ status: 'Failed', reason, settledAt: deps.clock.now() })
      .where(and(eq(mpesaBalanceChecks.id, row!.id), eq(mpesaBalanceChecks.status, 'Pending')));
    throw badGateway(reason, 'DARAJA_FAILED');
  }
  await db
    .update(mpesaBalanceChecks)
    .set({ conversationId: String(sent.body.ConversationID ?? '').slice(0, 100) || null })
    .where(eq(mpesaBalanceChecks.id, row!.id));
  return mpesaBalance(db);
}

/** The group a balance check's token is of, whichever group asks (docs/decisions/groups.md, "Keys"). */
export function groupOfBalanceToken(db: DbOrTx, token: string): Promise<number | undefined> {
  if (token.length === 0 || token.length > 200) return Promise.resolve(undefined);
  return asPlatform(async () => {
    const rows = await db
      .select({ groupId: mpesaBalanceChecks.groupId })
      .from(mpesaBalanceChecks)
      .where(eq(mpesaBalanceChecks.callbackTokenHash, hashOfToken(token)));
    return rows.length === 1 ? rows[0]!.groupId : undefined;
  });
}

/** Settles a pending check from its result, or as timed out; a settled one stays as it is. */
export async function settleBalance(
  db: Db,
  token: string,
  outcome: BalanceOutcome | 'timeout',
  at: Date,
): Promise<'settled' | 'again' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [row]: Row[] = await tx
      .select()
      .from(mpesaBalanceChecks)
      .where(eq(mpesaBalanceChecks.callbackTokenHash, hashOfToken(token)))
      .for('update');
    if (!row) return 'unknown';
    if (row.status !== 'Pending') return 'again';
    const change =
      outcome === 'timeout'
        ? { status: 'Failed' as const, reason: 'Daraja timed out before answering.' }
        : outcome.ok
          ? {
              status: 'Completed' as const,
              accounts: outcome.accounts.map((a) => ({
                name: a.name,
                currency: a.currency,
                available_cents: a.availableCents,
              })),
            }
          : { status: 'Failed' as const, reason: outcome.reason };
    await tx
      .update(mpesaBalanceChecks)
      .set({ ...change, settledAt: at })
      .where(eq(mpesaBalanceChecks.id, row.id));
    return 'settled';
  });
}

/** Whether the group's daily check is due: none in the last day. */
export async function balanceCheckDue(db: DbOrTx, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: mpesaBalanceChecks.requestedAt })
    .from(mpesaBalanceChecks)
    .orderBy(desc(mpesaBalanceChecks.requestedAt))
    .limit(1);
  return !row || now.getTime() - row.at.getTime() >= BALANCE_EVERY_MS;
}
