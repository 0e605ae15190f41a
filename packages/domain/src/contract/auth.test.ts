import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  isValidEmail,
  newPasswordSchema,
  PASSWORD_MESSAGE,
  passwordCharacterKind,
  setupSchema,
} from './auth.js';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéßø');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉØ');
const digit = fc.constantFrom(...'0123456789');
const other = fc.constantFrom(...'@$!%*?&#-_=+.,;:~^()[]{}<>/\\|\'" €£漢😀');
const anyOf = { lower, upper, digit, other };
type Kind = keyof typeof anyOf;
const kinds = Object.keys(anyOf) as Kind[];

/** A password of `length` characters holding exactly the kinds in `present` (each at least once). */
const passwordOf = (present: Kind[], length: number) =>
  fc
    .tuple(
      fc.tuple(...present.map((kind) => anyOf[kind])),
      fc.array(fc.oneof(...present.map((kind) => anyOf[kind])), {
        minLength: Math.max(0, length - present.length),
        maxLength: Math.max(0, length - present.length),
      }),
    )
    .chain(([each, rest]) =>
      fc.shuffledSubarray([...each, ...rest], { minLength: length, maxLength: length }),
    )
    .map((characters) => characters.join(''));

// docs/spec/validation.md, "Create-user wizard", docs/decisions/password-rules.md, "Password rules"
describe('password composition', () => {
  it('accepts any password of 8 or more characters holding all four kinds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 64 }).chain((n) => passwordOf(kinds, n)),
        (password) => {
          expect(isStrongPassword(password)).toBe(true);
          expect(newPasswordSchema.safeParse(password).success).toBe(true);
        },
      ),
    );
  });

  it('refuses any password missing one kind, however long', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds).chain((missing) =>
          fc.integer({ min: 3, max: 64 }).chain((n) =>
            passwordOf(
              kinds.filter((k) => k !== missing),
              n,
            ),
          ),
        ),
        (password) => {
          expect(isStrongPassword(password)).toBe(false);
          const parsed = newPasswordSchema.safeParse(password);
          expect(parsed.error?.issues[0]?.message).toBe(PASSWORD_MESSAGE);
        },
      ),
    );
  });

  it('refuses any password of fewer than 8 characters, counting an emoji as one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 7 }).chain((n) => passwordOf(kinds, n)),
        (password) => {
          expect(isStrongPassword(password)).toBe(false);
        },
      ),
    );
    // Seven characters, eight UTF-16 units.
    expect(isStrongPassword('Ab1😀xyz')).toBe(false);
    expect(isStrongPassword('Ab1😀xyzw')).toBe(true);
  });

  it('sorts characters into the four kinds', () => {
    expect(['a', 'é', 'Z', 'Ø', '7', '!', ' ', '€', '漢'].map(passwordCharacterKind)).toEqual([
      'lower',
      'lower',
      'upper',
      'upper',
      'digit',
      'other',
      'other',
      'other',
      'other',
    ]);
    expect(isStrongPassword('Chama-Pesa-7x!')).toBe(true);
    expect(isStrongPassword('Umoja 2026 kazi')).toBe(true);
    expect(isStrongPassword('password0!')).toBe(false);
    expect(isStrongPassword('PASSWORD0!')).toBe(false);
    expect(isStrongPassword('Password!!')).toBe(false);
    expect(isStrongPassword('Password00')).toBe(false);
  });

  it('refuses more than 128 characters with its own message', () => {
    const parsed = newPasswordSchema.safeParse(`Aa1!${'x'.repeat(125)}`);
    expect(parsed.error?.issues[0]?.message).toBe('Password must be at most 128 characters');
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

describe('the setup code field', () => {
  const base = {
    group_name: 'Umoja',
    firstname: 'A',
    lastname: 'B',
    email: 'a@b.co',
    password: 'Chama-Pesa-7x!',
  };

  it('is optional text, trimmed, of at most 40 characters', () => {
    expect(setupSchema.parse(base).setup_code).toBeUndefined();
    expect(setupSchema.parse({ ...base, setup_code: ' ABCD-EFGH ' }).setup_code).toBe('ABCD-EFGH');
    expect(setupSchema.safeParse({ ...base, setup_code: 'x'.repeat(41) }).success).toBe(false);
    expect(setupSchema.safeParse({ ...base, setup_code: 12345678 }).success).toBe(false);
    expect(setupSchema.safeParse({ ...base, setup_code: null }).success).toBe(false);
  });
});

describe('email pattern', () => {
  it('accepts a plain address and refuses the rest', () => {
    expect(isValidEmail('wanjiru@example.co.ke')).toBe(true);
    expect(isValidEmail('wanjiru@example')).toBe(false);
    expect(isValidEmail('wan jiru@example.com')).toBe(false);
  });
});
