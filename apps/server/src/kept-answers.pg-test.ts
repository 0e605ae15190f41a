import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from './test/app.js';
import { as } from './test/http.js';
import { body, openSavings } from './test/money-fixtures.js';
import { named } from './test/scene.js';
import { type SecondServer, useTwoServers } from './test/second-server.js';

let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
let wanjiru: SignedIn;
useTwoServers({ admin: 'admin', wanjiru: named('Wanjiru Kamau') }, async (scene) => {
  ({ ctx, second, admin, wanjiru } = scene);
  await openSavings(ctx, admin, wanjiru.id);
});

const onSecond = (method: 'GET' | 'PATCH' | 'POST', path: string, payload?: object) =>
  second.app.inject({
    method,
    url: `/api/links${path}`,
    headers: admin.headers,
    ...(payload && { payload }),
  });
const savingsPage = async () =>
  (await as(ctx, admin).get('/all-savings?per_page=10')).json().savings[0].amount_saved;
const fresh = async (path: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/links${path}`,
      headers: { ...admin.headers, 'cache-control': 'no-cache' },
    })
  ).body;

describe('kept answers across two servers on one database (PostgreSQL)', () => {
  it('shows on one server, at once, what the other server wrote', async () => {
    expect(await savingsPage()).toBe(0);
    expect(await savingsPage()).toBe(0);
    const created = await onSecond(
      'POST',
      '/create-transaction',
      body(wanjiru.id, [{ transaction_type: 'SAVING', transaction_amount: 400 }]),
    );
    const id = created.json().transaction_id;
    expect(
      (await as(ctx, admin).get('/transactions?status=pending&per_page=5')).json().transactions[0].id,
    ).toBe(id);
    expect(
      (await onSecond('PATCH', `/transactions/savings/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(200);
    expect(await savingsPage()).toBe(400);
    expect(
      (await as(ctx, admin).get('/transactions?status=pending&per_page=5')).json().pagination.total,
    ).toBe(0);
  });

  it('never answers older than the last write it could see, with reads and approvals racing on both servers', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await as(ctx, admin).post(
        '/create-transaction',
        body(wanjiru.id, [{ transaction_type: 'SAVING', transaction_amount: 10 }]),
      );
      ids.push(res.json().transaction_id);
    }
    const lists = [
      '/all-savings?per_page=10',
      '/transactions?per_page=10',
      '/transactions?status=pending&per_page=10',
    ];
    const reads = Array.from({ length: 60 }, (_, i) =>
      i % 2 ? as(ctx, admin).get(lists[i % 3]!) : onSecond('GET', lists[i % 3]!),
    );
    const approvals = ids.map((id, i) =>
      i % 2
        ? as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' })
        : onSecond('PATCH', `/transactions/savings/${id}/status`, { status: 'Approved' }),
    );
    const answers = await Promise.all([...reads, ...approvals]);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    for (const path of lists) {
      const kept = (await as(ctx, admin).get(path)).body;
      expect(kept).toBe(await fresh(path));
      expect((await onSecond('GET', path)).body).toBe(kept);
    }
    expect(await savingsPage()).toBe(400 + 20 * 10);
  });
});
