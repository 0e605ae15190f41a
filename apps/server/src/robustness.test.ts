import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from './test/app.js';
import { useMemberApp } from './test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
useMemberApp((scene) => ({ ctx, admin, member } = scene));

/** Every operation the API describes, with its path parameters filled in. */
async function operations(): Promise<{ method: string; url: string }[]> {
  const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path })),
  );
}

const fill = (url: string, value: string) => url.replace(/\{[^}]+\}/g, value);

const badBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { user_id: 'abc', amount: 'ten', status: 7, transaction_items: 'x', email: [], password: {} },
  { user_id: -1, amount: -1, loan_amount: 1e300, principal: Number.MAX_VALUE, date_issued: '2026-02-30' },
  { user_id: 1.5, transaction_items: [{}], total_payed: 'NaN', comment: 'x'.repeat(10_000) },
  { name: '\u0000', group_name: 'a\u0000b', email: '\u0000@x.ke', firstname: '\u0000', extra: '\u0000' },
  { user_id: 99_999_999_999, account_id: 2_147_483_648, id: 1e10, amount: null, name: null },
  { amount: 'x'.repeat(1_000_000) },
];

describe('bad input never breaks the server', () => {
  it('answers every operation with a 4xx (never a 500) for malformed bodies and ids, whoever calls', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const { method, url } of ops) {
      for (const who of [undefined, member, admin]) {
        const headers = who ? who.headers : {};
        for (const id of ['abc', '-1', '0', '99999999', '99999999999', '2147483648', '1e3', '%20', '%00']) {
          const res = await ctx.app.inject({ method: method as 'GET', url: fill(url, id), headers });
          if (res.statusCode >= 500)
            failures.push(`${method} ${fill(url, id)} → ${res.statusCode} ${res.body}`);
        }
        if (method === 'GET') continue;
        for (const body of badBodies) {
          const res = await ctx.app.inject({
            method: method as 'POST',
            url: fill(url, '1'),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(body)} → ${res.body}`);
          if (res.statusCode >= 400)
            expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
