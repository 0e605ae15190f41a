import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberNumber, parseMemberNumber } from './member-number.js';
import {
  formatKenyanPhone,
  normalizeKenyanPhone,
  optionalPhoneSchema,
  PHONE_MESSAGE,
  phoneFits,
  readPayerPhone,
} from './phone.js';

/** Any stored Kenyan mobile number: 2547XXXXXXXX or 2541XXXXXXXX. */
const storedPhone = fc
  .tuple(fc.constantFrom('7', '1'), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => `254${first}${rest.join('')}`);

/** The ways people write a number: 07…, +2547…, 2547…, with spaces or dashes between digits. */
const spelling = fc.constantFrom<(stored: string) => string>(
  (s) => `0${s.slice(3)}`,
  (s) => `+${s}`,
  (s) => s,
  (s) => `0${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}`,
  (s) => `+254 ${s.slice(3, 6)} ${s.slice(6)}`,
  (s) => ` ${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)} `,
);

describe('Kenyan phone numbers', () => {
  it('reads the spellings of docs/decisions/payments.md, "Phones" into the stored form', () => {
    expect(normalizeKenyanPhone('0712 345 678')).toBe('254712345678');
    expect(normalizeKenyanPhone('0110345678')).toBe('254110345678');
    expect(normalizeKenyanPhone('+254 712 345678')).toBe('254712345678');
    expect(normalizeKenyanPhone('254112345678')).toBe('254112345678');
  });

  it('refuses what is not a Kenyan mobile number', () => {
    for (const text of [
      '',
      '0712',
      '0212345678',
      '+255712345678',
      '2547123456789',
      '07123456a8',
      '712345678',
    ]) {
      expect(normalizeKenyanPhone(text), text).toBeNull();
    }
  });

  it('gives every spelling of a number the same stored form, and keeps a stored one as it is', () => {
    fc.assert(
      fc.property(storedPhone, spelling, (stored, spell) => {
        expect(normalizeKenyanPhone(spell(stored))).toBe(stored);
        expect(normalizeKenyanPhone(formatKenyanPhone(stored))).toBe(stored);
      }),
    );
  });

  it('formats a stored number for people', () => {
    expect(formatKenyanPhone('254712345678')).toBe('+254 712 345 678');
  });

  it('reads the optional phone field: absent, cleared or a number', () => {
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse('  ')).toBeNull();
    expect(optionalPhoneSchema.parse('0712 345 678')).toBe('254712345678');
    for (const bad of ['12345', 712345678, {}, 'x'.repeat(50)]) {
      const result = optionalPhoneSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
  });

  it('reads the payer phone M-Pesa shows: whole, masked, or none', () => {
    expect(readPayerPhone('254712345678')).toEqual({ kind: 'full', phone: '254712345678' });
    expect(readPayerPhone('2547******126')).toEqual({ kind: 'masked', prefix: '2547', suffix: '126' });
    expect(readPayerPhone('2547 ***** 149')).toEqual({ kind: 'masked', prefix: '2547', suffix: '149' });
    expect(readPayerPhone('0712***678')).toEqual({ kind: 'masked', prefix: '254712', suffix: '678' });
    expect(readPayerPhone('a'.repeat(64))).toBeNull();
    expect(readPayerPhone('****')).toBeNull();
    expect(readPayerPhone(null)).toBeNull();
  });

  it('says a masked number fits every number it could hide, and no other', () => {
    fc.assert(
      fc.property(
        storedPhone,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (stored, hidden, tail) => {
          const start = 12 - tail - hidden;
          const masked = `${stored.slice(0, start)}${'*'.repeat(hidden)}${stored.slice(start + hidden)}`;
          const payer = readPayerPhone(masked);
          expect(payer && phoneFits(payer, stored)).toBe(true);
          const other = `${stored.slice(0, 11)}${(Number(stored[11]) + 1) % 10}`;
          expect(payer && phoneFits(payer, other)).toBe(false);
        },
      ),
    );
  });
});

describe('member numbers', () => {
  it('are M and at least three digits', () => {
    expect(formatMemberNumber(1)).toBe('M001');
    expect(formatMemberNumber(42)).toBe('M042');
    expect(formatMemberNumber(1234)).toBe('M1234');
  });

  it('read back whatever the case, the spaces and the leading zeros', () => {
    expect(parseMemberNumber(' m 007 ')).toBe(7);
    expect(parseMemberNumber('M7')).toBe(7);
    for (const text of ['', 'M', '007', 'M0', 'MX1', 'N001', 'M-001'])
      expect(parseMemberNumber(text), text).toBeNull();
  });

  it('round-trip for every number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(parseMemberNumber(formatMemberNumber(n))).toBe(n);
        expect(parseMemberNumber(formatMemberNumber(n).toLowerCase().split('').join(' '))).toBe(n);
      }),
    );
  });
});
