import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField } from './contract.js';

describe('changedFields', () => {
  it('keeps a creation or a removal whole', () => {
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });

  it('keeps only the fields that differ, with null for a field one side lacks', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', d: true })).toEqual({
      before: { b: 'x', c: [1], d: null },
      after: { b: 'y', c: null, d: true },
    });
  });

  it('finds nothing changed between a record and itself, and every changed field otherwise', () => {
    const record = fc.dictionary(
      fc.string({ maxLength: 6 }),
      fc.oneof(fc.integer(), fc.string(), fc.boolean()),
    );
    fc.assert(
      fc.property(record, record, (before, after) => {
        expect(changedFields(before, before)).toEqual({ before: {}, after: {} });
        const changed = changedFields(before, after);
        for (const key of Object.keys(after)) {
          const differs = before[key] !== after[key];
          expect(key in (changed.after ?? {}), key).toBe(differs);
        }
      }),
    );
  });
});

describe('isSecretField', () => {
  it('names passwords, hashes, tokens and secrets', () => {
    for (const name of [
      'password',
      'passwordHash',
      'password_hash',
      'token_hash',
      'refresh_token',
      'jwtSecret',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['email', 'firstname', 'amount', 'status'])
      expect(isSecretField(name), name).toBe(false);
  });
});
