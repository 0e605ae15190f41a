import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { runInGroup } from '../../db/group-context.js';
import { payoutAttempts, payouts } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { paymentsGroup } from '../../test/mpesa-fixtures.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { B2C_RESULT_PATH } from './paths.js';
import { hashOfToken } from './payouts.service.js';

/**
 * docs/decisions/payouts.md, "Results": the same B2C result arriving twenty times at once, on two
 * servers over one PostgreSQL, posts the payout once.
 */
let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
let member: SignedIn;
let mpesaAccountId: number;
useTwoServers(
  { admin: 'admin', member: 'member' },
  async (scene) => {
    ({ ctx, second, member, admin } = scene);
    ({ mpesaAccountId } = await paymentsGroup(ctx, scene.admin, 50_000));
  },
  { timeout: 60_000 },
);

describe('a B2C result under concurrency, across two servers (PostgreSQL)', () => {
  it('posts one entry when the same result arrives 20 times at once', async () => {
    const loan = await as(ctx, admin).post('/addloan', {
      user_id: member.id,
      loan_amount: 3000,
      date_issued: ctx.app.clock.today(),
      pay_by_mpesa: true,
    });
    expect([201, 202], loan.body).toContain(loan.statusCode);
    const token = 'race-token-for-the-b2c-result-0001';
    await runInGroup(1, async () => {
      const [payout] = await ctx.database.db.select().from(payouts);
      await ctx.database.db
        .update(payouts)
        .set({
          status: 'Sent',
          attempts: 1,
          method: 'mpesa',
          accountId: mpesaAccountId,
          phone: '254712000333',
        })
        .where(sql`id = ${payout!.id}`);
      await ctx.database.db.insert(payoutAttempts).values({
        payoutId: payout!.id,
        attempt: 1,
        originatorConversationId: 'LNK-RACE-1',
        callbackTokenHash: hashOfToken(token),
        phone: '254712000333',
        sentAt: new Date(),
        queryDueAt: new Date(Date.now() + 300_000),
      });
    });
    const payload = JSON.stringify({
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: 'LNK-RACE-1',
        ConversationID: 'AG_RACE_1',
        TransactionID: 'TKB2CRACE1',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: 3000 },
            { Key: 'TransactionReceipt', Value: 'TKB2CRACE1' },
            { Key: 'TransactionCompletedDateTime', Value: '29.11.2026 10:15:00' },
          ],
        },
      },
    });
    const deliver = (app: App) =>
      app.inject({
        method: 'POST',
        url: `/api/links${B2C_RESULT_PATH}${token}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? ctx.app : second.app)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    // Each settled under the rows' locks, none refused by the journal's unique key.
    expect(answers.map((res) => res.json().ResultDesc)).toEqual(Array(20).fill('Accepted'));
    const [row] = await queryRows<{ entries: number; status: string; receipt: string }>(
      ctx.database.db,
      sql`select (select count(*)::int from journal_entries where kind = 'payout') as entries,
                 (select status::text from payouts limit 1) as status,
                 (select receipt from payouts limit 1) as receipt`,
    );
    expect(row).toEqual({ entries: 1, status: 'Completed', receipt: 'TKB2CRACE1' });
    await expectBalancesReconcile(ctx);
  });
});
