import { z } from 'zod';
import { type Cents, parseKes } from '../../engine/money.js';
import { normalizeReceipt } from './receipt.js';
import { type GroupDateTime, parseDarajaTime } from './time.js';

/**
 * A field of Safaricom's C2B JSON: Daraja sends text, sometimes numbers; absent, null and '' are
 * "not given". Text is trimmed and may not carry NUL characters (the database refuses them).
 */
function darajaText(field: string, max: number) {
  return z.unknown().transform((value, ctx): string | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' && typeof value !== 'number') {
      ctx.addIssue({ code: 'custom', message: `${field} must be text` });
      return z.NEVER;
    }
    const text = String(value).trim();
    if (text.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', message: `${field} must be text` });
      return z.NEVER;
    }
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: `${field} must be at most ${max} characters of text` });
      return z.NEVER;
    }
    return text === '' ? null : text;
  });
}

const required = (field: string, max: number, pattern: RegExp, rule: string) =>
  darajaText(field, max).transform((text, ctx): string => {
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${field} ${rule}` });
      return z.NEVER;
    }
    return text;
  });

const amount = (field: string, { positive }: { positive: boolean }) =>
  darajaText(field, 20).transform((text, ctx): Cents | null => {
    if (text === null) {
      if (positive) ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return positive ? z.NEVER : null;
    }
    // Daraja sends plain numbers ("1500.00"). A comma is refused, not dropped: "10,00" is a
    // decimal comma, and reading it as 1,000 would book a hundred times the money
    // (docs/decisions/money-findings.md, "A comma in an M-Pesa amount").
    const parsed = text.includes(',') ? { ok: false as const } : parseKes(text);
    if (!parsed.ok || (positive && parsed.cents === 0)) {
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be an amount in KES${positive ? ' above 0' : ''} with at most two decimals`,
      });
      return z.NEVER;
    }
    return parsed.cents;
  });

/**
 * The body of a Daraja C2B validation or confirmation (docs/decisions/payments.md, "Callbacks"). `TransTime`
 * is Nairobi time,
 * `YYYYMMDDHHmmss`; `MSISDN` may be whole, masked or hashed; the names may be empty.
 */
export const c2bBodySchema = z
  .object(
    {
      TransactionType: darajaText('TransactionType', 40),
      TransID: required('TransID', 20, /^[A-Za-z0-9]{8,20}$/, 'must be 8 to 20 letters and digits'),
      TransTime: required('TransTime', 14, /^\d{14}$/, 'must be YYYYMMDDHHmmss'),
      TransAmount: amount('TransAmount', { positive: true }),
      BusinessShortCode: required('BusinessShortCode', 10, /^\d{5,10}$/, 'must be 5 to 10 digits'),
      BillRefNumber: darajaText('BillRefNumber', 40),
      InvoiceNumber: darajaText('InvoiceNumber', 40),
      OrgAccountBalance: amount('OrgAccountBalance', { positive: false }),
      ThirdPartyTransID: darajaText('ThirdPartyTransID', 40),
      MSISDN: darajaText('MSISDN', 100),
      FirstName: darajaText('FirstName', 60),
      MiddleName: darajaText('MiddleName', 60),
      LastName: darajaText('LastName', 60),
    },
    { error: 'The body must be a JSON object' },
  )
  .transform((body, ctx): C2bPayment => {
    const paidAt = parseDarajaTime(body.TransTime);
    if (!paidAt) {
      ctx.addIssue({ code: 'custom', path: ['TransTime'], message: 'TransTime is not a real date and time' });
      return z.NEVER;
    }
    const name = [body.FirstName, body.MiddleName, body.LastName].filter(Boolean).join(' ');
    return {
      receipt: normalizeReceipt(body.TransID),
      transactionType: body.TransactionType,
      paidAt,
      amount: body.TransAmount as Cents,
      shortcode: body.BusinessShortCode,
      accountRef: body.BillRefNumber,
      invoiceNumber: body.InvoiceNumber,
      orgBalance: body.OrgAccountBalance,
      thirdPartyTransId: body.ThirdPartyTransID,
      msisdn: body.MSISDN,
      payerName: name || null,
    };
  });

export interface C2bPayment {
  receipt: string;
  transactionType: string | null;
  paidAt: GroupDateTime;
  amount: Cents;
  shortcode: string;
  accountRef: string | null;
  invoiceNumber: string | null;
  orgBalance: Cents | null;
  thirdPartyTransId: string | null;
  msisdn: string | null;
  payerName: string | null;
}

/** Daraja's answers: 0 accepts; the C2B000xx codes reject a validation with a reason. */
export const DARAJA_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
export const DARAJA_REJECT_CODES = {
  invalidAmount: 'C2B00013',
  invalidShortcode: 'C2B00015',
  other: 'C2B00016',
} as const;
