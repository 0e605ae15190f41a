import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvitationCode,
  INVITATION_ALPHABET,
  INVITATION_CODE_LENGTH,
  invitationCodeFrom,
  invitationPath,
  normalizeInvitationCode,
  normalizeResetCode,
  resetLinkPath,
} from './codes.js';
import { passwordResetConfirmSchema, RESET_CODE_FORMAT } from './contract.js';

const codeArbitrary = fc
  .array(fc.constantFrom(...INVITATION_ALPHABET), {
    minLength: INVITATION_CODE_LENGTH,
    maxLength: INVITATION_CODE_LENGTH,
  })
  .map((letters) => letters.join(''));

describe('invitation codes', () => {
  it('read back as typed: any case, dashes and spaces anywhere', () => {
    fc.assert(
      fc.property(codeArbitrary, fc.boolean(), (code, lower) => {
        const shown = formatInvitationCode(code);
        expect(shown).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
        expect(normalizeInvitationCode(shown)).toBe(code);
        const typed = ` ${(lower ? shown.toLowerCase() : shown).replace('-', ' - ')} `;
        expect(normalizeInvitationCode(typed)).toBe(code);
      }),
    );
  });

  it('refuse letters people mix up, the wrong length and long input', () => {
    for (const bad of [
      'ABCDE-FGHJ0',
      'ABCDE-FGHJO',
      'ABCDE-FGHJ1',
      'ABCDE-FGHJI',
      'ABCDE-FGHJL',
      'ABCD-FGHJK',
      'ABCDEFGHJKM',
      '',
      `${'-'.repeat(40)}ABCDEFGHJK`,
    ]) {
      expect(normalizeInvitationCode(bad), bad).toBeUndefined();
    }
  });

  it('are built evenly from random bytes: every letter of the alphabet, none past it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const code = invitationCodeFrom(bytes);
        if (code === undefined) return;
        expect(normalizeInvitationCode(code)).toBe(code);
      }),
    );
    // Bytes at or past the last whole multiple of the alphabet are skipped, not folded in.
    const limit = 256 - (256 % INVITATION_ALPHABET.length);
    expect(invitationCodeFrom(new Uint8Array(32).fill(limit))).toBeUndefined();
    expect(invitationCodeFrom(new Uint8Array([limit, ...new Array(10).fill(0)]))).toBe('A'.repeat(10));
  });

  it('make a page path of the shown code', () => {
    expect(invitationPath('ABCDEFGHJK')).toBe('/invitations/ABCDE-FGHJK');
  });
});

describe('reset codes', () => {
  it('are six digits, spaces ignored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = String(n).padStart(6, '0');
        expect(normalizeResetCode(`${code.slice(0, 3)} ${code.slice(3)}`)).toBe(code);
      }),
    );
    for (const bad of ['12345', '1234567', '12a456', '', '١٢٣٤٥٦'])
      expect(normalizeResetCode(bad), bad).toBeUndefined();
  });

  it('are read by the confirm schema with its message', () => {
    const base = { email: 'a@example.com', password: 'Chama-Pesa-7x!' };
    expect(passwordResetConfirmSchema.parse({ ...base, code: '012 345' }).code).toBe('012345');
    const refused = passwordResetConfirmSchema.safeParse({ ...base, code: '12345' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(RESET_CODE_FORMAT);
  });

  it('travel in a link after # so that the browser never sends them', () => {
    const link = resetLinkPath('wanjiru+1@example.com', '012345');
    expect(link).toBe('/reset-password/confirm#email=wanjiru%2B1%40example.com&code=012345');
    expect(link.split('#')[0]).not.toContain('012345');
  });
});
