import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { b2cAmountProblem, payoutOriginatorId, readB2cResult, readStatusResult } from './b2c.js';

/** docs/decisions/payouts.md, "Owing", "Results", "Asking Safaricom". */
describe('what M-Pesa can send', () => {
  it('takes whole shillings from 1 to 150,000 and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const fits = cents % 100 === 0 && cents >= 100 && cents <= 15_000_000;
        expect(b2cAmountProblem(cents) === null).toBe(fits);
      }),
    );
    expect(b2cAmountProblem(100_050)).toMatch(/whole shillings only: KES 1,000.50 has cents/);
  });

  it('names each attempt apart', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(99_999), fc.nat(99_999), fc.nat(999)),
        fc.tuple(fc.nat(99_999), fc.nat(99_999), fc.nat(999)),
        (a, b) => {
          const same = a.every((n, i) => n === b[i]);
          expect(payoutOriginatorId(...a) === payoutOriginatorId(...b)).toBe(same);
        },
      ),
    );
  });
});

const result = (extra: Record<string, unknown>, parameters?: { Key: string; Value: unknown }[]) => ({
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: 'LNK-1-2-1',
    ConversationID: 'AG_1',
    TransactionID: 'TKB2C00001',
    ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
    ...extra,
  },
});

describe('a B2C result', () => {
  it('reads money sent with its receipt, amount in cents and time', () => {
    const outcome = readB2cResult(
      result({}, [
        { Key: 'TransactionAmount', Value: 1500 },
        { Key: 'TransactionReceipt', Value: 'TKB2C00001' },
        { Key: 'TransactionCompletedDateTime', Value: '29.11.2026 10:15:00' },
      ]),
    );
    expect(outcome).toMatchObject({ ok: true, receipt: 'TKB2C00001', amountCents: 150_000 });
    expect(outcome?.ok && outcome.completedAt).toBeTruthy();
  });

  it('reads a failure with Safaricom’s words, and nothing from what is no result', () => {
    expect(
      readB2cResult(result({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' })),
    ).toEqual({
      ok: false,
      originatorConversationId: 'LNK-1-2-1',
      resultCode: '2001',
      reason: 'The initiator information is invalid.',
    });
    for (const body of [null, {}, { Result: {} }, 'x', result({ TransactionID: 'no receipt!' })]) {
      expect(readB2cResult(body)).toBeNull();
    }
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        readB2cResult(body);
        readStatusResult(body);
      }),
    );
  });
});

describe('a status query’s result', () => {
  it('tells sent, did not happen, and could not tell apart', () => {
    const completed = readStatusResult(
      result({}, [
        { Key: 'ReceiptNo', Value: 'TKB2C00002' },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'Amount', Value: 200 },
      ]),
    );
    expect(completed).toMatchObject({ kind: 'completed', receipt: 'TKB2C00002', amountCents: 20_000 });
    expect(readStatusResult(result({}, [{ Key: 'TransactionStatus', Value: 'Failed' }]))).toEqual({
      kind: 'absent',
      reason: 'Safaricom reports the payment Failed.',
    });
    expect(
      readStatusResult(result({ ResultCode: 'R000001', ResultDesc: 'The transaction was not found.' })),
    ).toMatchObject({ kind: 'absent' });
    expect(
      readStatusResult(result({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' })),
    ).toMatchObject({
      kind: 'unknown',
    });
  });
});
