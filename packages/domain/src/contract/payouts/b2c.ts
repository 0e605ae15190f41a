import { z } from 'zod';
import { formatKES } from '../../engine/money.js';
import { type GroupDateTime, parseDarajaTime } from '../payments/time.js';

/**
 * Daraja's B2C payment and transaction status query (docs/decisions/payouts.md): the amounts M-Pesa
 * sends, the id each request carries, and the results read from their callbacks.
 */

export const B2C_MIN_KES = 1;
export const B2C_MAX_KES = 150_000;

/** Why M-Pesa cannot send this many cents, or null: whole shillings from 1 to 150,000. */
export function b2cAmountProblem(cents: number): string | null {
  if (!Number.isSafeInteger(cents) || cents % 100 !== 0)
    return `M-Pesa sends whole shillings only: ${formatKES(cents)} has cents. Pay it from a money account instead.`;
  if (cents < B2C_MIN_KES * 100 || cents > B2C_MAX_KES * 100)
    return `M-Pesa sends from KES 1 to KES 150,000 at a time: ${formatKES(cents)} is outside that. Pay it from a money account instead.`;
  return null;
}

/**
 * The `OriginatorConversationID` of a payout's attempt: unique across groups, payouts and attempts, so
 * Safaricom and the status query can tell each attempt apart.
 */
export function payoutOriginatorId(groupId: number, payoutId: number, attempt: number): string {
  return `LNK-${groupId}-${payoutId}-${attempt}`;
}

const parameter = z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const resultBody = z.object({
  Result: z.object({
    ResultCode: z.union([z.number().int(), z.string().regex(/^[A-Z]?\d{1,8}$/)]),
    ResultDesc: z.string().max(500),
    OriginatorConversationID: z.string().max(100),
    ConversationID: z.string().max(100).optional(),
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(parameter).max(40), parameter]) })
      .optional(),
  }),
});

function readParameters(raw: unknown): Map<string, string> {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(
    (list as z.output<typeof parameter>[]).map((entry) => [entry.Key, String(entry.Value ?? '').trim()]),
  );
}

const RECEIPT = /^[A-Z0-9]{6,20}$/;

/** Whole shillings as Daraja writes them (`10`, `10.00`) in cents; null when they do not read. */
function shillingsToCents(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export type B2cOutcome =
  | {
      ok: true;
      originatorConversationId: string;
      receipt: string;
      amountCents: number | null;
      completedAt: GroupDateTime | null;
    }
  | { ok: false; originatorConversationId: string; resultCode: string; reason: string };

/**
 * Reads a B2C payment's result callback; null for a body that is not one, or a success without a
 * receipt. `ResultCode` 0 is money sent: `TransactionReceipt` (else `TransactionID`), `TransactionAmount`,
 * `TransactionCompletedDateTime`. Any other code is a payment that did not happen, with `ResultDesc`.
 */
export function readB2cResult(body: unknown): B2cOutcome | null {
  const parsed = resultBody.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const code = String(result.ResultCode);
  const originatorConversationId = result.OriginatorConversationID;
  if (code !== '0')
    return { ok: false, originatorConversationId, resultCode: code, reason: result.ResultDesc.trim() };
  const values = readParameters(result.ResultParameters?.ResultParameter);
  const receipt = (values.get('TransactionReceipt') || result.TransactionID || '').toUpperCase();
  if (!RECEIPT.test(receipt)) return null;
  return {
    ok: true,
    originatorConversationId,
    receipt,
    amountCents: shillingsToCents(values.get('TransactionAmount')),
    completedAt: readCompletedTime(values.get('TransactionCompletedDateTime')),
  };
}

/** `19.12.2019 11:45:50` (B2C) or `20191219114550` (status query), Nairobi time. */
function readCompletedTime(text: string | undefined): GroupDateTime | null {
  if (!text) return null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (dotted) {
    const [, day, month, year, hour, minute, second] = dotted;
    return parseDarajaTime(`${year}${month}${day}${hour}${minute}${second}`);
  }
  return parseDarajaTime(text);
}

/** A status query's result that says Safaricom has no such payment. */
const NOT_FOUND = /not\s+(be\s+)?found|does\s+not\s+exist|no\s+(such\s+)?transaction/i;

export type StatusOutcome =
  /** The payment went through: settle it as its result would. */
  | { kind: 'completed'; receipt: string; amountCents: number | null; completedAt: GroupDateTime | null }
  /** Safaricom says it did not happen (failed, or no such payment): a new attempt may be sent. */
  | { kind: 'absent'; reason: string }
  /** Safaricom could not tell (the query itself failed): ask again later. */
  | { kind: 'unknown'; reason: string };

/**
 * Reads a transaction status query's result (docs/decisions/payouts.md, "Asking Safaricom"); null for a
 * body that is not one.
 */
export function readStatusResult(body: unknown): StatusOutcome | null {
  const parsed = resultBody.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const reason = result.ResultDesc.trim();
  if (String(result.ResultCode) !== '0') {
    return NOT_FOUND.test(reason) ? { kind: 'absent', reason } : { kind: 'unknown', reason };
  }
  const values = readParameters(result.ResultParameters?.ResultParameter);
  const status = values.get('TransactionStatus') ?? '';
  if (status.toLowerCase() === 'completed') {
    const receipt = (values.get('ReceiptNo') ?? '').toUpperCase();
    if (!RECEIPT.test(receipt)) return null;
    return {
      kind: 'completed',
      receipt,
      amountCents: shillingsToCents(values.get('Amount')),
      completedAt: readCompletedTime(values.get('FinalisedTime')),
    };
  }
  if (status === '') return { kind: 'unknown', reason: `${reason} (no transaction status)` };
  return { kind: 'absent', reason: `Safaricom reports the payment ${status}.` };
}
