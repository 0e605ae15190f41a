import { z } from 'zod';
import { mobileToAsk } from '../members/phone.js';
import { kesAmount } from '../money-schema.js';
import { type GroupDateTime, parseDarajaTime } from './time.js';

/**
 * STK Push, Daraja's "pay what I owe" prompt on a member's phone (docs/decisions/daraja.md, "STK
 * Push"): the request's password and timestamp, the limits of an amount, and the callback's body read
 * into what it says.
 */

/** Daraja's STK limits on one payment, whole shillings. */
export const STK_MIN_KES = 1;
export const STK_MAX_KES = 250_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Daraja's `Timestamp`: `yyyyMMddHHmmss`, Nairobi time (UTC+3 all year). */
export function darajaTimestamp(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 3_600_000);
  return (
    `${nairobi.getUTCFullYear()}${pad(nairobi.getUTCMonth() + 1)}${pad(nairobi.getUTCDate())}` +
    `${pad(nairobi.getUTCHours())}${pad(nairobi.getUTCMinutes())}${pad(nairobi.getUTCSeconds())}`
  );
}

/** Daraja's STK `Password`: base64 of the shortcode, the passkey and the timestamp, one after the other. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  // Every part is ASCII; btoa is global in browsers and Node alike.
  const { btoa } = globalThis as unknown as { btoa(text: string): string };
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

/** Why an amount of cents cannot be asked for by STK Push, or null: whole shillings, 1 to 250,000. */
export function stkAmountProblem(cents: number): string | null {
  if (!Number.isInteger(cents) || cents % 100 !== 0) return 'amount must be whole shillings for M-Pesa';
  if (cents < STK_MIN_KES * 100 || cents > STK_MAX_KES * 100) {
    return `amount must be between KES ${STK_MIN_KES} and KES ${STK_MAX_KES.toLocaleString('en-KE')}`;
  }
  return null;
}

/** What an STK callback says of one request. */
export type StkOutcome =
  | {
      checkoutRequestId: string;
      merchantRequestId: string;
      ok: true;
      amountCents: number;
      receipt: string;
      paidAt: GroupDateTime;
      phone: string;
    }
  | { checkoutRequestId: string; merchantRequestId: string; ok: false; resultCode: number; reason: string };

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const callbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.union([z.number().int(), z.string().regex(/^\d{1,6}$/)]),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z.object({ Item: z.array(item).max(20) }).optional(),
    }),
  }),
});

/**
 * Reads an STK callback's body (`Body.stkCallback`): a ResultCode of 0 with its `CallbackMetadata`
 * (`Amount`, `MpesaReceiptNumber`, `TransactionDate`, `PhoneNumber`) is a payment; any other code is a
 * payment that did not happen, with Safaricom's reason (1032 cancelled, 1037 no answer, 1 too little
 * money). Null for a body that is not an STK callback, or a success missing what it must carry.
 */
export function readStkCallback(body: unknown): StkOutcome | null {
  const parsed = callbackBody.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const ids = {
    checkoutRequestId: callback.CheckoutRequestID,
    merchantRequestId: callback.MerchantRequestID,
  };
  const resultCode = Number(callback.ResultCode);
  if (resultCode !== 0) return { ...ids, ok: false, resultCode, reason: callback.ResultDesc.trim() };
  const values = new Map((callback.CallbackMetadata?.Item ?? []).map((entry) => [entry.Name, entry.Value]));
  const amount = Number(values.get('Amount'));
  const receipt = String(values.get('MpesaReceiptNumber') ?? '').trim();
  const paidAt = parseDarajaTime(String(values.get('TransactionDate') ?? ''));
  const phone = String(values.get('PhoneNumber') ?? '').trim();
  if (!Number.isFinite(amount) || amount <= 0 || !/^[A-Z0-9]{6,20}$/.test(receipt) || !paidAt) return null;
  const amountCents = Math.round(amount * 100);
  if (Math.abs(amountCents - amount * 100) > 1e-6) return null;
  return { ...ids, ok: true, amountCents, receipt, paidAt, phone };
}

export const STK_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type StkStatus = (typeof STK_STATUSES)[number];

/**
 * `POST /payments/stk` (docs/decisions/daraja.md, "Pay with M-Pesa"): a member asks their own phone
 * for a payment to the group's paybill; `phone` is the member's own when left out.
 */
export const stkRequestBody = z
  .object({
    amount: kesAmount('amount', { positive: true }).superRefine((cents, ctx) => {
      const problem = stkAmountProblem(cents);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    phone: mobileToAsk,
  })
  .strict();
export type StkRequestInput = z.output<typeof stkRequestBody>;

export const stkParams = z.object({
  checkoutRequestId: z.string().min(1).max(100, 'Unknown payment request'),
});

/** A request to a member's phone and what became of it. */
export const stkView = z.object({
  checkout_request_id: z.string(),
  status: z.enum(STK_STATUSES),
  amount: z.number(),
  phone: z.string(),
  /** Safaricom's words when it failed (cancelled, no answer, too little money), else null. */
  reason: z.string().nullable(),
  receipt: z.string().nullable(),
  /** The payment it became, once completed. */
  payment_id: z.number().int().nullable(),
  requested_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StkView = z.output<typeof stkView>;

/** What a member owes now, the amount "Pay with M-Pesa" proposes (docs/decisions/daraja.md, "What is due"). */
export const stkDueView = z.object({
  /** Whole shillings: the parts together, rounded up. */
  amount: z.number(),
  parts: z.array(
    z.object({
      kind: z.enum(['long_term', 'short_term', 'fines', 'savings']),
      label: z.string(),
      amount: z.number(),
    }),
  ),
  /** The member's own phone, asked when none is given; null when the profile has none. */
  phone: z.string().nullable(),
});
export type StkDue = z.output<typeof stkDueView>;
