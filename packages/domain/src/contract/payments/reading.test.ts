import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './amounts.js';
import { c2bBodySchema } from './c2b.js';
import { isMpesaReceipt, normalizeReceipt } from './receipt.js';
import { parseDarajaTime, parseStatementDateTime } from './time.js';

describe('times in Nairobi', () => {
  it("reads Daraja's TransTime as Nairobi time", () => {
    expect(parseDarajaTime('20260105143000')).toEqual({
      date: '2026-01-05',
      instant: '2026-01-05T11:30:00.000Z',
    });
    // Just after midnight in Nairobi is still the day before in UTC; the date is Nairobi's.
    expect(parseDarajaTime('20260105010000')).toEqual({
      date: '2026-01-05',
      instant: '2026-01-04T22:00:00.000Z',
    });
  });

  it('refuses times that do not exist', () => {
    for (const text of ['20260230120000', '20261301120000', '20260105240000', '2026010514300', 'now']) {
      expect(parseDarajaTime(text), text).toBeNull();
    }
  });

  it('reads the date formats statements use, day first', () => {
    const day = (text: string) => parseStatementDateTime(text)?.date;
    expect(day('2026-01-05 14:30:09')).toBe('2026-01-05');
    expect(day('05/01/2026 14:30')).toBe('2026-01-05');
    expect(day('05-01-2026')).toBe('2026-01-05');
    expect(day('5 Jan 2026')).toBe('2026-01-05');
    expect(day('05-Jan-26')).toBe('2026-01-05');
    expect(day('2026-01-05T14:30:00')).toBe('2026-01-05');
    expect(parseStatementDateTime('2026-01-05 14:30:09')?.instant).toBe('2026-01-05T11:30:09.000Z');
    for (const text of ['31/06/2026', '2026-13-01', 'yesterday', '05 Foo 2026', '2026-01-05 25:00']) {
      expect(parseStatementDateTime(text), text).toBeNull();
    }
  });
});

describe('statement amounts', () => {
  it('reads separators, signs, brackets and currency, exactly', () => {
    expect(parseStatementAmount('1,500.00')).toEqual({ ok: true, cents: 150000, negative: false });
    expect(parseStatementAmount('-55.00')).toEqual({ ok: true, cents: 5500, negative: true });
    expect(parseStatementAmount('(1,234.5)')).toEqual({ ok: true, cents: 123450, negative: true });
    expect(parseStatementAmount('KES 12,000')).toEqual({ ok: true, cents: 1200000, negative: false });
    expect(parseStatementAmount('')).toEqual({ ok: true, cents: 0, negative: false });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1.005', '1,50.00', '12e3', '1 000', '--5']) {
      expect(parseStatementAmount(text), text).toEqual({ ok: false });
    }
  });
});

describe('receipts', () => {
  it('ignore case and spaces', () => {
    expect(normalizeReceipt(' qgh7x2k9pl ')).toBe('QGH7X2K9PL');
    expect(isMpesaReceipt('qgh7x2k9pl')).toBe(true);
    expect(isMpesaReceipt('paid cash')).toBe(false);
    expect(isMpesaReceipt(null)).toBe(false);
  });
});

const darajaBody = {
  TransactionType: 'Pay Bill',
  TransID: 'rktqdm7w6s',
  TransTime: '20260105143000',
  TransAmount: '1500.00',
  BusinessShortCode: '600638',
  BillRefNumber: 'M001',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 149',
  FirstName: 'John',
  MiddleName: '',
  LastName: 'Doe',
};

describe('the C2B body', () => {
  it("reads Daraja's JSON into a payment", () => {
    expect(c2bBodySchema.parse(darajaBody)).toEqual({
      receipt: 'RKTQDM7W6S',
      transactionType: 'Pay Bill',
      paidAt: { date: '2026-01-05', instant: '2026-01-05T11:30:00.000Z' },
      amount: 150000,
      shortcode: '600638',
      accountRef: 'M001',
      invoiceNumber: null,
      orgBalance: 4919700,
      thirdPartyTransId: null,
      msisdn: '2547 ***** 149',
      payerName: 'John Doe',
    });
  });

  it('takes numbers where Daraja may send them', () => {
    const parsed = c2bBodySchema.parse({ ...darajaBody, TransAmount: 10, BusinessShortCode: 600638 });
    expect(parsed.amount).toBe(1000);
    expect(parsed.shortcode).toBe('600638');
  });

  it.each([
    [
      { TransAmount: 'ten' },
      'TransAmount',
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      { TransAmount: '0' },
      'TransAmount',
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      { TransAmount: '1.005' },
      'TransAmount',
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      { TransAmount: '10,00' },
      'TransAmount',
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      { TransAmount: '1,000.00' },
      'TransAmount',
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      { OrgAccountBalance: '49,197.00' },
      'OrgAccountBalance',
      'OrgAccountBalance must be an amount in KES with at most two decimals',
    ],
    [{ TransID: undefined }, 'TransID', 'TransID is required'],
    [{ TransID: 'AB\u0000CDEFGH' }, 'TransID', 'TransID must be text'],
    [{ TransID: 'AB-CDEFGH' }, 'TransID', 'TransID must be 8 to 20 letters and digits'],
    [{ TransTime: '2026-01-05' }, 'TransTime', 'TransTime must be YYYYMMDDHHmmss'],
    [{ TransTime: '20260230120000' }, 'TransTime', 'TransTime is not a real date and time'],
    [{ BusinessShortCode: 'abc' }, 'BusinessShortCode', 'BusinessShortCode must be 5 to 10 digits'],
    [{ FirstName: { a: 1 } }, 'FirstName', 'FirstName must be text'],
    [
      { BillRefNumber: 'x'.repeat(41) },
      'BillRefNumber',
      'BillRefNumber must be at most 40 characters of text',
    ],
  ])('refuses %j naming %s', (change, field, message) => {
    const result = c2bBodySchema.safeParse({ ...darajaBody, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 42]) expect(c2bBodySchema.safeParse(body).success).toBe(false);
  });
});
