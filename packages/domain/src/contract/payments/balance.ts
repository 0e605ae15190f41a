import { z } from 'zod';
import { parseKes } from '../../engine/money.js';
import { type GroupDateTime, parseDarajaTime } from './time.js';

/**
 * Daraja's account balance query (docs/decisions/daraja.md, "The M-Pesa balance"): its result read
 * into each account of the shortcode with what is available in it.
 */

export interface ShortcodeAccount {
  name: string;
  currency: string;
  availableCents: number;
}

export type BalanceOutcome =
  | {
      ok: true;
      conversationId: string;
      originatorConversationId: string;
      accounts: ShortcodeAccount[];
      completedAt: GroupDateTime | null;
    }
  | {
      ok: false;
      conversationId: string;
      originatorConversationId: string;
      resultCode: number;
      reason: string;
    };

/**
 * Reads `AccountBalance`: accounts joined by `&`, each `Name|Currency|Current|Available|Reserved|Uncleared`.
 * An account whose figures do not read is left out.
 */
export function readAccountBalances(text: string): ShortcodeAccount[] {
  return text
    .split('&')
    .map((part) => part.split('|').map((field) => field.trim()))
    .flatMap(([name, currency, , available]) => {
      const parsed = parseKes(available ?? '');
      if (!name || !currency || !parsed.ok) return [];
      return [{ name, currency, availableCents: parsed.cents }];
    });
}

const parameter = z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const resultBody = z.object({
  Result: z.object({
    ResultCode: z.union([z.number().int(), z.string().regex(/^\d{1,6}$/)]),
    ResultDesc: z.string().max(500),
    OriginatorConversationID: z.string().max(100),
    ConversationID: z.string().max(100),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(parameter).max(20), parameter]) })
      .optional(),
  }),
});

/** Reads a balance query's result callback; null for a body that is not one. */
export function readBalanceResult(body: unknown): BalanceOutcome | null {
  const parsed = resultBody.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const ids = {
    conversationId: result.ConversationID,
    originatorConversationId: result.OriginatorConversationID,
  };
  const code = Number(result.ResultCode);
  if (code !== 0) return { ...ids, ok: false, resultCode: code, reason: result.ResultDesc.trim() };
  const raw = result.ResultParameters?.ResultParameter;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const values = new Map(list.map((entry) => [entry.Key, String(entry.Value ?? '')]));
  const accounts = readAccountBalances(values.get('AccountBalance') ?? '');
  if (accounts.length === 0) return null;
  return { ...ids, ok: true, accounts, completedAt: parseDarajaTime(values.get('BOCompletedTime') ?? '') };
}

export const BALANCE_CHECK_STATUSES = ['Pending', 'Completed', 'Failed'] as const;

/** `GET /payments/mpesa-balance`: the last check beside the books' figure for the M-Pesa account. */
export const mpesaBalanceView = z.object({
  /** The latest check; null before the first. */
  check: z
    .object({
      status: z.enum(BALANCE_CHECK_STATUSES),
      accounts: z.array(z.object({ name: z.string(), currency: z.string(), available: z.number() })),
      reason: z.string().nullable(),
      requested_at: z.string(),
      settled_at: z.string().nullable(),
    })
    .nullable(),
  /** The books' balance of the group's M-Pesa account now; null when the group has none. */
  books_balance: z.number().nullable(),
});
export type MpesaBalance = z.output<typeof mpesaBalanceView>;
