import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { stkRequests } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { paymentsGroup } from '../../test/mpesa-fixtures.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { hashOfToken, STK_CALLBACK_PATH } from './stk.service.js';

/**
 * docs/decisions/daraja.md, "The callback": the same STK callback arriving twenty times at once, on two
 * servers over one PostgreSQL, records one payment and one pending transaction.
 */
let ctx: TestContext;
let second: SecondServer;
let member: SignedIn;
useTwoServers(
  { admin: 'admin', member: 'member' },
  async (scene) => {
    ({ ctx, second, member } = scene);
    await paymentsGroup(ctx, scene.admin);
    await openSavings(ctx, scene.admin, member.id);
  },
  { timeout: 60_000 },
);

describe('an STK callback under concurrency, across two servers (PostgreSQL)', () => {
  it('records one payment when the same callback arrives 20 times at once', async () => {
    const token = randomBytes(24).toString('hex');
    await runInGroup(1, () =>
      ctx.database.db.insert(stkRequests).values({
        userId: member.id,
        phone: '254712000333',
        amountCents: 250_000,
        callbackTokenHash: hashOfToken(token),
        checkoutRequestId: 'ws_CO_RACE01',
        requestedAt: new Date(),
      }),
    );
    const payload = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: '1-1-1',
          CheckoutRequestID: 'ws_CO_RACE01',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 2500 },
              { Name: 'MpesaReceiptNumber', Value: 'TKSTKRACE1' },
              { Name: 'TransactionDate', Value: 20261115093000 },
              { Name: 'PhoneNumber', Value: 254712000333 },
            ],
          },
        },
      },
    });
    const deliver = (app: App) =>
      app.inject({
        method: 'POST',
        url: `/api/links${STK_CALLBACK_PATH}${token}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? ctx.app : second.app)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const [row] = await queryRows<{ payments: number; transactions: number; status: string }>(
      ctx.database.db,
      sql`select (select count(*)::int from incoming_payments where receipt = 'TKSTKRACE1') as payments,
                 (select count(distinct transaction_id)::int from transaction_items where extra = 'TKSTKRACE1') as transactions,
                 (select status::text from stk_requests where checkout_request_id = 'ws_CO_RACE01') as status`,
    );
    expect(row).toEqual({ payments: 1, transactions: 1, status: 'Completed' });
    await expectBalancesReconcile(ctx);
  });
});
