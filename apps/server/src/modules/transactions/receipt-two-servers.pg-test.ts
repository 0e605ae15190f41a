import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { setPhone } from '../../test/messages.js';
import { openSavings, submit } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * docs/decisions/notifications.md, "Receipts": a payment approved twice at once, on two servers of
 * one PostgreSQL, leaves one receipt: one message, one delivery per channel.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let member: SignedIn;

useTwoServers(
  { chair: named('Amina Chair', 'admin'), member: named('Wanjiru Kamau') },
  (scene) => ({ ctx, second, chair, member } = scene),
);

describe('a payment approved on two servers at once (PostgreSQL)', () => {
  it('leaves exactly one receipt, queued once on each channel', async () => {
    await setQuorum(ctx, 1);
    await setPhone(ctx, member.id, '254712000333');
    await openSavings(ctx, chair, member.id);
    for (let round = 0; round < 5; round++) {
      const id = await submit(ctx, chair, member.id, [
        { transaction_type: 'SAVING', transaction_amount: 100 + round, extra: `RCPT${round}QWERTY` },
      ]);
      const url = `/transactions/savings/${id}/status`;
      const answers = await Promise.all([
        second.app.inject({
          method: 'PATCH',
          url: `/api/links${url}`,
          headers: chair.headers,
          payload: { status: 'Approved' },
        }),
        as(ctx, chair).patch(url, { status: 'Approved' }),
        second.app.inject({
          method: 'PATCH',
          url: `/api/links${url}`,
          headers: chair.headers,
          payload: { status: 'Approved' },
        }),
        as(ctx, chair).patch(url, { status: 'Approved' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.reduce((sum, r) => sum + r.json().updated_items, 0)).toBe(1);
      const receipts = (await messagesFor(ctx.database.db, member.id, 'payment_approved')).filter((m) =>
        m.sms.includes(`RCPT${round}QWERTY`),
      );
      expect(receipts).toHaveLength(1);
      const queued = await ctx.database.db
        .select({ channel: deliveries.channel })
        .from(deliveries)
        .where(
          inArray(
            deliveries.messageId,
            receipts.map((m) => m.id),
          ),
        );
      expect(queued.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
    }
    expect(await messagesFor(ctx.database.db, member.id, 'payment_approved')).toHaveLength(5);
  });
});
