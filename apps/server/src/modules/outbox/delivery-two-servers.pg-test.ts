import { settableClock } from '@links/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { type ChannelServers, startChannelServers } from '../../test/channel-servers.js';
import { deliveriesOf, givePhone, leaveMessage } from '../../test/outbox-messages.js';
import { type SecondServer, startSecondServer } from '../../test/second-server.js';

// docs/decisions/notifications.md, "Delivery": any number of servers on one database, each
// delivery sent once.

const clock = settableClock('2026-12-01T06:00:00Z');
let servers: ChannelServers;
let ctx: TestContext;
let second: SecondServer;
const members: SignedIn[] = [];

beforeAll(async () => {
  servers = await startChannelServers();
  ctx = await createTestApp(servers.env, { clock });
  second = await startSecondServer(ctx, clock);
  for (const [i, name] of ['Wanjiru', 'Baraka', 'Achieng'].entries()) {
    const member = await signUp(ctx, 'member', { firstname: name });
    await givePhone(ctx.database.db, member.id, `25471200000${i}`);
    members.push(member);
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
  await servers?.close();
});

describe('two servers on one PostgreSQL database', () => {
  it('send each of many deliveries exactly once when their jobs run at once', async () => {
    const left = [];
    for (let i = 0; i < 30; i++) {
      left.push(
        await leaveMessage(ctx.database.db, clock, members[i % 3]?.id ?? 0, { body: `Receipt ${i}` }),
      );
    }
    const jobs = [ctx.app.services.delivery, second.app.services.delivery];
    await Promise.all(Array.from({ length: 6 }, (_, i) => jobs[i % 2]?.deliverDue()));
    while ((await Promise.all(jobs.map((job) => job.deliverDue()))).some((run) => run.sent > 0));
    expect(servers.smtp.mails).toHaveLength(30);
    expect(servers.at.sent).toHaveLength(30);
    expect(new Set(servers.at.sent.map((s) => s.message)).size).toBe(30);
    for (const message of left) {
      const sent = await deliveriesOf(ctx.database.db, message.id);
      expect(sent.email).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sent.sms).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('run the job on one server at a time: while one holds it, the other does nothing', async () => {
    servers.reset();
    for (let i = 0; i < 20; i++) await leaveMessage(ctx.database.db, clock, members[0]?.id ?? 0);
    const runs = await Promise.all([
      ctx.app.services.delivery.deliverDue(),
      second.app.services.delivery.deliverDue(),
    ]);
    expect(runs.map((run) => run.ran).sort()).toEqual([false, true]);
    expect(runs.reduce((n, run) => n + run.sent, 0)).toBe(40);
    expect(servers.smtp.mails).toHaveLength(20);
  });

  it('try a delivery once when both servers try it at once', async () => {
    servers.reset();
    const message = await leaveMessage(ctx.database.db, clock, members[1]?.id ?? 0);
    const { sms } = await deliveriesOf(ctx.database.db, message.id);
    const tried = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? second : ctx).app.services.delivery.deliverNow(sms?.id ?? 0),
      ),
    );
    expect(tried.filter((d) => d !== undefined)).toHaveLength(1);
    expect(servers.at.sent).toHaveLength(1);
  });
});
