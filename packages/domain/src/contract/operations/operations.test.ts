import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf } from './operation.js';
import { operations } from './operations.js';
import { paths } from './paths.js';

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('the table of operations', () => {
  const entries = Object.entries(operations);

  it('is where every path of the zod-free table is sent to', () => {
    const sent = new Set(entries.map(([, op]) => op.path));
    for (const path of Object.values(paths)) expect([path, sent.has(path)]).toEqual([path, true]);
  });

  it('names each operation by its key', () => {
    for (const [key, op] of entries) expect(op.name).toBe(key);
  });

  it('has one operation per method and path', () => {
    const routes = entries.map(([, op]) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('reads every placeholder of a path, and only those, as params', () => {
    for (const [, op] of entries) {
      const params = op.params instanceof z.ZodObject ? Object.keys(op.params.shape).sort() : [];
      expect([op.name, params]).toEqual([op.name, placeholders(op.path).sort()]);
    }
  });

  it('declares a success answer for every operation', () => {
    for (const [, op] of entries) {
      const codes = Object.keys(op.response).map(Number);
      expect([op.name, codes.some((code) => code >= 200 && code < 300)]).toEqual([op.name, true]);
    }
  });
});

describe('pathOf', () => {
  it('fills the params in, encoded, and leaves blank query values out', () => {
    expect(pathOf(operations.loanPayoff, { loanId: 7 }, { date: '2026-03-01' })).toBe(
      '/loans/7/payoff?date=2026-03-01',
    );
    expect(pathOf({ path: '/invitations/{code}' }, { code: 'AB 12/3' })).toBe('/invitations/AB%2012%2F3');
    expect(
      pathOf(operations.allLoans, undefined, { q: 'Wanjiru Kamau', status: '', user_id: undefined }),
    ).toBe('/all-loans?q=Wanjiru%20Kamau');
  });

  it('refuses to build a path without one of its params', () => {
    expect(() => pathOf(operations.loan, {})).toThrow('/loans/{loanId} needs loanId');
  });
});
