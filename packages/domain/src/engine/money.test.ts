import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToKes, formatKES, formatMoney, kesToCents, MAX_CENTS, parseKes } from './money.js';

const anyCents = fc.integer({ min: 0, max: MAX_CENTS });

describe('parseKes', () => {
  it('reads whole and two-decimal amounts exactly', () => {
    const cases = [
      [1500.5, 150050],
      [0.1, 10],
      [1_000_000_000, 100_000_000_000],
      ['12,345.67', 1234567],
    ] as const;
    for (const [input, cents] of cases) expect(parseKes(input)).toEqual({ ok: true, cents });
  });

  it('refuses what docs/decisions/wire.md, "Error answers" refuses', () => {
    expect(parseKes(1.005)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseKes(0.1 + 0.2)).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(parseKes(-1)).toEqual({ ok: false, problem: 'negative' });
    expect(parseKes(Number.NaN)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseKes(Number.POSITIVE_INFINITY)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseKes('abc')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseKes(null)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseKes(1_000_000_000.01)).toEqual({ ok: false, problem: 'too_large' });
    expect(parseKes(1e-7)).toEqual({ ok: false, problem: 'not_a_number' });
  });

  it('round-trips every cents value through the wire number', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseKes(centsToKes(c))).toEqual({ ok: true, cents: c });
      }),
    );
  });

  it('round-trips every cents value through its formatted text', () => {
    fc.assert(
      fc.property(anyCents, (c) => {
        expect(parseKes(formatMoney(c))).toEqual({ ok: true, cents: c });
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows thousands separators and two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(150050)).toBe('1,500.50');
    expect(formatMoney(100_000_000_000)).toBe('1,000,000,000.00');
    expect(formatMoney(-888488)).toBe('-8,884.88');
    expect(formatKES(3_000_000)).toBe('KES 30,000.00');
    expect(formatKES(-123_400)).toBe('-KES 1,234.00');
  });

  it('writes KES first, and a negative figure with its sign before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (c) => {
        expect(formatKES(c)).toMatch(/^KES \d{1,3}(,\d{3})*\.\d{2}$/);
        expect(formatKES(-c)).toBe(`-${formatKES(c)}`);
      }),
    );
  });

  it('always has exactly two decimals and groups of three digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (c) => {
        expect(formatMoney(c)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('kesAmount schema', () => {
  it('reads an amount into cents and names the field when refusing one', async () => {
    const { kesAmount } = await import('../contract/money-schema.js');
    const schema = kesAmount('amount', { positive: true });
    expect(schema.parse(1500.5)).toBe(150050);
    const message = (v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
    expect(message(1.005)).toBe('amount must have at most two decimals');
    expect(message(-5)).toBe('amount must not be negative');
    expect(message('100')).toBe('amount must be a number');
    expect(message(0)).toBe('amount must be more than 0');
    expect(message(undefined)).toBe('amount is required');
    expect(message(2_000_000_000)).toBe('amount must not exceed 1,000,000,000 KES');
    expect(kesAmount('target', { min: 1000 }).safeParse(999).error?.issues[0]?.message).toBe(
      'target must be at least 1,000',
    );
  });
});

describe('kesToCents', () => {
  it('turns signed wire amounts back into cents', () => {
    expect(kesToCents(1500.5)).toBe(150050);
    expect(kesToCents(-200)).toBe(-20000);
    expect(kesToCents(0.29)).toBe(29);
    expect(kesToCents(0.1 + 0.2)).toBe(30);
  });

  it('is the inverse of centsToKes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (c) => {
        expect(kesToCents(centsToKes(c))).toBe(c);
      }),
    );
  });
});
