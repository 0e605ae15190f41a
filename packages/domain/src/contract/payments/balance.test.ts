import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAccountBalances, readBalanceResult } from './balance.js';

const result = (code: number, parameters?: unknown) => ({
  Result: {
    ResultType: 0,
    ResultCode: code,
    ResultDesc:
      code === 0 ? 'The service request is processed successfully.' : 'The initiator information is invalid.',
    OriginatorConversationID: '16917-22577599-3',
    ConversationID: 'AG_20200206_00005e091a8ec6b9eac5',
    TransactionID: 'OA90000000',
    ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
  },
});

describe('the M-Pesa balance', () => {
  it('reads each account of the shortcode with what is available in it', () => {
    expect(
      readAccountBalances(
        'Working Account|KES|700000.00|700000.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|228037.00|228036.50|0.00|0.00',
      ),
    ).toEqual([
      { name: 'Working Account', currency: 'KES', availableCents: 70_000_000 },
      { name: 'Float Account', currency: 'KES', availableCents: 0 },
      { name: 'Utility Account', currency: 'KES', availableCents: 22_803_650 },
    ]);
    expect(readAccountBalances('Broken|KES|x|y&|KES|1|1')).toEqual([]);
  });

  it('reads a result callback: the balances and the time, or Safaricom’s reason', () => {
    expect(
      readBalanceResult(
        result(0, [
          { Key: 'AccountBalance', Value: 'Utility Account|KES|1500.00|1500.00|0.00|0.00' },
          { Key: 'BOCompletedTime', Value: 20261129101500 },
        ]),
      ),
    ).toEqual({
      ok: true,
      conversationId: 'AG_20200206_00005e091a8ec6b9eac5',
      originatorConversationId: '16917-22577599-3',
      accounts: [{ name: 'Utility Account', currency: 'KES', availableCents: 150_000 }],
      completedAt: { date: '2026-11-29', instant: '2026-11-29T07:15:00.000Z' },
    });
    expect(readBalanceResult(result(2001))).toMatchObject({
      ok: false,
      resultCode: 2001,
      reason: 'The initiator information is invalid.',
    });
    expect(readBalanceResult(result(0, []))).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => readBalanceResult(junk)).not.toThrow();
      }),
    );
  });
});
