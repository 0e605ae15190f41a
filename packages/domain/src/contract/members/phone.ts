import { z } from 'zod';

/**
 * A Kenyan mobile number as it is stored (docs/decisions/payments.md): 254, then 7 or 1, then eight digits.
 * Safaricom, Airtel and Telkom numbers all have this shape, and M-Pesa reports payers in it.
 */
const STORED = /^254[17]\d{8}$/;

export const PHONE_MESSAGE = 'phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';

/**
 * Reads a Kenyan mobile number written as `07XX XXX XXX`, `01XX XXX XXX`, `+2547XX…`, `2547XX…`
 * (spaces and dashes anywhere) into its stored form `2547XXXXXXXX` / `2541XXXXXXXX`; null when it is
 * not one.
 */
export function normalizeKenyanPhone(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  let digits: string;
  if (/^\+254\d{9}$/.test(compact)) digits = compact.slice(1);
  else if (/^254\d{9}$/.test(compact)) digits = compact;
  else if (/^0\d{9}$/.test(compact)) digits = `254${compact.slice(1)}`;
  else return null;
  return STORED.test(digits) ? digits : null;
}

/** A stored number for people: `+254 712 345 678`. */
export function formatKenyanPhone(stored: string): string {
  if (!STORED.test(stored)) return stored;
  return `+254 ${stored.slice(3, 6)} ${stored.slice(6, 9)} ${stored.slice(9)}`;
}

/**
 * The optional `phone` of the create-user wizard and the profile update: absent is "not given",
 * null or blank clears it, anything else must be a Kenyan mobile number (stored form out).
 */
export const optionalPhoneSchema = z
  .unknown()
  .transform((value, ctx): string | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const phone = typeof value === 'string' && value.length <= 40 ? normalizeKenyanPhone(value) : null;
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  })
  .optional()
  .describe('A Kenyan mobile number (07XX…, 01XX…, +2547…, 2547…); null or blank for none');

/**
 * A number M-Pesa is asked to reach (`phone` of Pay with M-Pesa and of a payout's send): left out or
 * blank is "the one on file", anything else must be a Kenyan mobile number (stored form out).
 */
export const mobileToAsk = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: PHONE_MESSAGE })
    .max(40, PHONE_MESSAGE)
    .transform((text, ctx) => {
      const stored = normalizeKenyanPhone(text);
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return stored;
    })
    .optional(),
);

/** How M-Pesa shows a payer: the whole number, or one with digits masked (`2547******126`). */
export type PayerPhone = { kind: 'full'; phone: string } | { kind: 'masked'; prefix: string; suffix: string };

/**
 * Reads the payer's phone as M-Pesa gives it: a whole number, a masked one (`2547******126`,
 * `0712***678`, stars or x's), or something else (Daraja may send a hash), which is no phone.
 */
export function readPayerPhone(text: string | null | undefined): PayerPhone | null {
  if (!text) return null;
  const compact = text.replace(/[\s-]/g, '');
  const full = normalizeKenyanPhone(compact);
  if (full) return { kind: 'full', phone: full };
  const masked = /^(\+?\d*)[*xX•]+(\d*)$/.exec(compact);
  if (!masked) return null;
  let prefix = masked[1] ?? '';
  const suffix = masked[2] ?? '';
  if (prefix.startsWith('+')) prefix = prefix.slice(1);
  else if (prefix.startsWith('0')) prefix = `254${prefix.slice(1)}`;
  if (prefix.length + suffix.length >= 12 || prefix.length + suffix.length < 3) return null;
  if (prefix !== '' && !prefix.startsWith('254')) return null;
  return { kind: 'masked', prefix, suffix };
}

/** Whether a stored number fits what M-Pesa showed of the payer's. */
export function phoneFits(payer: PayerPhone, stored: string): boolean {
  if (payer.kind === 'full') return payer.phone === stored;
  return stored.startsWith(payer.prefix) && stored.endsWith(payer.suffix);
}
