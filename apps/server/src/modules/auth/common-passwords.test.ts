import { describe, expect, it } from 'vitest';
import { isCommonPassword, uncommonPasswordSchema } from './common-passwords.js';

describe('the most common passwords (docs/decisions/password-rules.md, "Password rules")', () => {
  it('refuses a listed password in any casing, and with digits and symbols around it', () => {
    for (const password of [
      'P@ssw0rd',
      'P@SSW0RD',
      'Passw0rd!',
      'Password123!',
      'Summer2024!',
      '!!Dragon99',
      'Demo@2026',
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets through a password that is not a listed one with an ending added', () => {
    for (const password of ['Chama-Pesa-7x!', 'Dragon!7x', 'Wanjiru@2026', 'Mti-Mkubwa-9!', 'pass word 1 A!'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('takes only the first 10,000 of the ranked list', () => {
    // "p@ssw0rd" ranks 6,920th; "apricot" 10,038th, just past the cut.
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Apricot1!')).toBe(false);
  });

  it('answers the composition message first, then the common one', () => {
    expect(uncommonPasswordSchema.safeParse('password').error?.issues.map((i) => i.message)).toEqual([
      'Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character',
    ]);
    expect(uncommonPasswordSchema.safeParse('Password1!').error?.issues.map((i) => i.message)).toEqual([
      'This password is one of the most common passwords and is easy to guess. Please choose another.',
    ]);
    expect(uncommonPasswordSchema.safeParse('Chama-Pesa-7x!').success).toBe(true);
  });
});
