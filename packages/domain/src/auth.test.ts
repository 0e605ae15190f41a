import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidEmail, PASSWORD_MESSAGE, setupSchema } from './auth.js';

describe('password policy (spec §5)', () => {
  it('needs 8 characters with lower, upper, digit and one of @$!%*?&', () => {
    expect(isStrongPassword('Passw0rd!')).toBe(true);
    expect(isStrongPassword('Pa0!a')).toBe(false);
    expect(isStrongPassword('password0!')).toBe(false);
    expect(isStrongPassword('PASSWORD0!')).toBe(false);
    expect(isStrongPassword('Password!!')).toBe(false);
    expect(isStrongPassword('Password00')).toBe(false);
  });

  it('gives the spec message for a weak password', () => {
    const result = setupSchema.safeParse({
      group_name: 'Umoja',
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.co',
      password: 'weak',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGE);
  });
});

describe('email pattern', () => {
  it('accepts a plain address and refuses the rest', () => {
    expect(isValidEmail('wanjiru@example.co.ke')).toBe(true);
    expect(isValidEmail('wanjiru@example')).toBe(false);
    expect(isValidEmail('wan jiru@example.com')).toBe(false);
  });
});
