import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

const key = 'a-key-of-thirty-two-characters-at-least';

describe('values kept encrypted', () => {
  it('opens what it sealed, for the same place, whatever the text', () => {
    const box = secretBox(key);
    fc.assert(
      fc.property(fc.string({ maxLength: 2048 }), fc.string({ maxLength: 40 }), (plain, context) => {
        const sealed = box.seal(plain, context);
        expect(box.open(sealed, context)).toBe(plain);
        if (plain.length >= 4) expect(sealed).not.toContain(plain);
      }),
    );
  });

  it('does not open under another key, for another place, or once changed', () => {
    const sealed = secretBox(key).seal('consumer-secret-value', 'group:1:daraja_consumer_secret');
    expect(secretBox(`${key}!`).open(sealed, 'group:1:daraja_consumer_secret')).toBeUndefined();
    expect(secretBox(key).open(sealed, 'group:2:daraja_consumer_secret')).toBeUndefined();
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    expect(secretBox(key).open(flipped, 'group:1:daraja_consumer_secret')).toBeUndefined();
    expect(secretBox(key).open('not sealed', 'x')).toBeUndefined();
  });

  it('seals the same text differently each time', () => {
    const box = secretBox(key);
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });
});
