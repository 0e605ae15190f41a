import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './log-redaction.js';

const TOKEN = 'AbD0fGh1JkLmN2pRsTuV3wXyZ4abd5fgh6ijk7lmn8op';

describe('redactUrl', () => {
  it('replaces the token of both callback URLs, with or without a query', () => {
    expect(redactUrl(`/api/links/payments/c2b/confirmation/${TOKEN}`)).toBe(
      '/api/links/payments/c2b/confirmation/[token]',
    );
    expect(redactUrl(`/api/links/payments/c2b/validation/${TOKEN}?x=1`)).toBe(
      '/api/links/payments/c2b/validation/[token]?x=1',
    );
    expect(redactUrl(`https://links.example/api/links/PAYMENTS/c2b/Confirmation/${TOKEN}`)).not.toContain(
      TOKEN,
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/links/payments/c2b/token')).toBe('/api/links/payments/c2b/token');
    expect(redactUrl('/api/links/payments?page=2')).toBe('/api/links/payments?page=2');
  });
});

describe('redactText', () => {
  it('hides hashes, bearer tokens, signed tokens and query values', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJlc2lnbmF0dXJl';
    const text = redactText(
      `insert failed ${hash}; Authorization: Bearer abc.def; ${jwt}\nparams: 1,secret-value,${hash}`,
    );
    expect(text).not.toContain('argon2id$v');
    expect(text).not.toContain('abc.def');
    expect(text).not.toContain(jwt);
    expect(text).not.toContain('secret-value');
    expect(text).toContain('params: [left out]');
  });
});

describe('the channels’ secrets', () => {
  it('hides the password of an SMTP URL, keeping the rest', () => {
    expect(redactText('connect smtp://links:s3cret-pass@mail.example:587 failed')).toBe(
      'connect smtp://links:[password]@mail.example:587 failed',
    );
    expect(redactText('smtps://a:b%40c@h')).toBe('smtps://a:[password]@h');
  });
});
