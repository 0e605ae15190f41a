import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLBACK_TOKEN_ALPHABET,
  CALLBACK_TOKEN_BYTES,
  CALLBACK_TOKEN_LENGTH,
  callbackTokenOf,
  WORDS_DARAJA_REFUSES,
  wordDarajaRefuses,
} from './callback-token.js';
import { callbackUrlProblem } from './callback-url.js';

const randomBytes = fc.uint8Array({ minLength: CALLBACK_TOKEN_BYTES, maxLength: CALLBACK_TOKEN_BYTES });

describe('the C2B callback token', () => {
  it('never holds a word Daraja refuses, in any case', () => {
    fc.assert(
      fc.property(randomBytes, (bytes) => {
        const token = callbackTokenOf(bytes);
        expect(wordDarajaRefuses(token)).toBeNull();
        expect(token).toHaveLength(CALLBACK_TOKEN_LENGTH);
        expect([...token].every((ch) => CALLBACK_TOKEN_ALPHABET.includes(ch))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every bit: different bytes give different tokens', () => {
    fc.assert(
      fc.property(randomBytes, randomBytes, (a, b) => {
        fc.pre(Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0);
        expect(callbackTokenOf(a)).not.toBe(callbackTokenOf(b));
      }),
    );
    expect(callbackTokenOf(new Uint8Array(32))).toBe('0'.repeat(44));
    expect(callbackTokenOf(new Uint8Array(32).fill(255))).not.toBe(
      callbackTokenOf(new Uint8Array(32).fill(254)),
    );
  });

  it('is safe in a URL path and uses 58 letters', () => {
    expect(CALLBACK_TOKEN_ALPHABET).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new Set(CALLBACK_TOKEN_ALPHABET).size).toBe(58);
    // 58^44 exceeds 2^256: 44 letters hold 32 bytes.
    expect(58n ** 44n > 2n ** 256n).toBe(true);
  });

  it('refuses bytes of another length', () => {
    expect(() => callbackTokenOf(new Uint8Array(31))).toThrow(RangeError);
  });

  it('finds each refused word whatever its case', () => {
    for (const word of WORDS_DARAJA_REFUSES) {
      expect(wordDarajaRefuses(`ab${word.toUpperCase()}cd`)).not.toBeNull();
    }
    expect(wordDarajaRefuses('eXeC')).toBe('exe');
    expect(wordDarajaRefuses('AbDfGh_-09')).toBeNull();
  });
});

describe('callbackUrlProblem', () => {
  const path = '/api/links/payments/c2b/confirmation/AbD';
  it('accepts a public HTTPS address', () => {
    expect(callbackUrlProblem(`https://links.umoja.co.ke${path}`)).toBeNull();
    expect(callbackUrlProblem(`https://41.90.64.10:8443${path}`)).toBeNull();
  });

  it.each([
    [`http://links.umoja.co.ke${path}`, 'http://'],
    [`https://localhost:3000${path}`, 'localhost'],
    [`https://127.0.0.1${path}`, '127.0.0.1'],
    [`https://192.168.1.20${path}`, '192.168.1.20'],
    [`https://10.0.0.5${path}`, '10.0.0.5'],
    [`https://172.20.1.1${path}`, '172.20.1.1'],
    [`https://169.254.1.1${path}`, '169.254.1.1'],
    [`https://[::1]${path}`, '[::1]'],
    [`https://[fd12::1]${path}`, '[fd12::1]'],
    [`https://links.lan${path}`, 'links.lan'],
    [`https://chama.local${path}`, 'chama.local'],
    [`https://server${path}`, 'server'],
    [`https://mpesa.umoja.co.ke${path}`, 'mpesa'],
    [`https://links.umoja.co.ke/SQL${path}`, 'sql'],
    ['not a url', 'not a web address'],
  ])('warns about %s', (url, named) => {
    expect(callbackUrlProblem(url)).toContain(named);
  });

  it('leaves public addresses near the private ranges alone', () => {
    expect(callbackUrlProblem(`https://172.32.0.1${path}`)).toBeNull();
    expect(callbackUrlProblem(`https://11.0.0.1${path}`)).toBeNull();
  });
});
