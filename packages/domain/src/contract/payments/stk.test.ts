import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darajaTimestamp, readStkCallback, stkAmountProblem, stkPassword } from './stk.js';

const success = (items: { Name: string; Value?: string | number }[], code: number | string = 0) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: code,
      ResultDesc: code === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
      ...(items.length > 0 ? { CallbackMetadata: { Item: items } } : {}),
    },
  },
});
const paid = [
  { Name: 'Amount', Value: 1500 },
  { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
  { Name: 'Balance' },
  { Name: 'TransactionDate', Value: 20191219102115 },
  { Name: 'PhoneNumber', Value: 254708374149 },
];

describe('the STK request', () => {
  it('stamps the time in Nairobi as yyyyMMddHHmmss', () => {
    expect(darajaTimestamp(new Date('2026-11-29T21:05:09Z'))).toBe('20261130000509');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (at) => {
          const stamp = darajaTimestamp(at);
          expect(stamp).toMatch(/^\d{14}$/);
          const back = Date.UTC(
            Number(stamp.slice(0, 4)),
            Number(stamp.slice(4, 6)) - 1,
            Number(stamp.slice(6, 8)),
            Number(stamp.slice(8, 10)) - 3,
            Number(stamp.slice(10, 12)),
            Number(stamp.slice(12, 14)),
          );
          expect(Math.floor(at.getTime() / 1000) * 1000).toBe(back);
        },
      ),
    );
  });

  it("writes Daraja's password as base64 of shortcode, passkey and timestamp", () => {
    expect(stkPassword('174379', 'passkey', '20191219102115')).toBe(
      Buffer.from('174379passkey20191219102115').toString('base64'),
    );
  });

  it('asks only whole shillings from 1 to 250,000', () => {
    expect(stkAmountProblem(100)).toBeNull();
    expect(stkAmountProblem(25_000_000)).toBeNull();
    expect(stkAmountProblem(0)).toBe('amount must be between KES 1 and KES 250,000');
    expect(stkAmountProblem(25_000_100)).toBe('amount must be between KES 1 and KES 250,000');
    expect(stkAmountProblem(150)).toBe('amount must be whole shillings for M-Pesa');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const ok = cents % 100 === 0 && cents >= 100 && cents <= 25_000_000;
        expect(stkAmountProblem(cents) === null).toBe(ok);
      }),
    );
  });
});

describe('the STK callback', () => {
  it('reads a payment: amount in cents, receipt, Nairobi time and phone', () => {
    expect(readStkCallback(success(paid))).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      ok: true,
      amountCents: 150_000,
      receipt: 'NLJ7RT61SV',
      paidAt: { date: '2019-12-19', instant: '2019-12-19T07:21:15.000Z' },
      phone: '254708374149',
    });
  });

  it('reads a payment that did not happen, with the code and Safaricom’s reason', () => {
    expect(readStkCallback(success([], 1032))).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      ok: false,
      resultCode: 1032,
      reason: 'Request cancelled by user',
    });
    expect(readStkCallback(success([], '1037'))).toMatchObject({ ok: false, resultCode: 1037 });
  });

  it('reads nothing from a body that is not a whole callback', () => {
    expect(readStkCallback(null)).toBeNull();
    expect(readStkCallback({ Body: {} })).toBeNull();
    expect(readStkCallback(success(paid.filter((i) => i.Name !== 'MpesaReceiptNumber')))).toBeNull();
    expect(readStkCallback(success([{ ...paid[0]!, Value: -5 }, ...paid.slice(1)]))).toBeNull();
    expect(readStkCallback(success([{ ...paid[0]!, Value: 10.005 }, ...paid.slice(1)]))).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => readStkCallback(junk)).not.toThrow();
      }),
    );
  });
});
