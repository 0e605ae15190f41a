import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { queryRows } from '../../db/client.js';
import type { TestContext } from '../../test/app.js';
import { body, expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, type PaymentsGroup, paymentsGroup } from '../../test/mpesa-fixtures.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';

let ctx: TestContext;
let second: SecondServer;
let group: PaymentsGroup;
useTwoServers(
  { admin: 'admin' },
  async (scene) => {
    ({ ctx, second } = scene);
    group = await paymentsGroup(ctx, scene.admin);
  },
  { timeout: 60_000 },
);

const deliver = (app: App, payload: string) =>
  app.inject({
    method: 'POST',
    url: `/api/links/payments/c2b/confirmation/${group.token}`,
    headers: { 'content-type': 'application/json' },
    payload,
  });

async function recorded(receipt: string) {
  return queryRows<{ payments: number; transactions: number; items: number }>(
    ctx.database.db,
    sql`select (select count(*)::int from incoming_payments where receipt = ${receipt}) as payments,
               (select count(distinct transaction_id)::int from transaction_items where extra = ${receipt}) as transactions,
               (select count(*)::int from transaction_items where extra = ${receipt}) as items`,
  );
}

describe('C2B confirmations under concurrency, across two servers (PostgreSQL)', () => {
  it('records one payment and one pending transaction when the same confirmation arrives 20 times at once', async () => {
    const payload = JSON.stringify(
      c2bBody({ TransID: 'TKRACE0001', BillRefNumber: group.members.get('Wanjiru')!.memberNumber }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? ctx.app : second.app, payload)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((res) => res.json().ResultCode === 0)).toBe(true);
    expect(await recorded('TKRACE0001')).toEqual([{ payments: 1, transactions: 1, items: 1 }]);
  });

  it('records a receipt once when it is typed by hand while its confirmation arrives', async () => {
    const wanjiru = group.members.get('Wanjiru')!;
    const typed = body(wanjiru.id, [
      { transaction_type: 'SAVING', transaction_amount: 1500, extra: 'TKRACE0002' },
    ]);
    const payload = JSON.stringify(c2bBody({ TransID: 'TKRACE0002', BillRefNumber: wanjiru.memberNumber }));
    const typeIt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/links/create-transaction',
        headers: group.admin.headers,
        payload: typed,
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const app = i % 4 < 2 ? ctx.app : second.app;
        return i % 2 ? deliver(app, payload) : typeIt(app);
      }),
    );
    const [row] = await recorded('TKRACE0002');
    // Whichever came first recorded it: either one payment (with its transaction) or one typed transaction.
    expect(row?.transactions).toBe(1);
    expect(row?.items).toBe(1);
    expect(row?.payments).toBeLessThanOrEqual(1);
    const accepted = answers.filter((res) => res.statusCode === 200 || res.statusCode === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(answers.every((res) => [200, 201, 409].includes(res.statusCode))).toBe(true);
    await expectBalancesReconcile(ctx);
  });
});
