import { formatKES, kesToCents, messageDate } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';
import { messagesFor } from '../outbox/outbox.service.js';

/*
 * A share-out told (docs/decisions/notifications.md, "Kinds" and "Money out"): each member of their
 * line, in their language, and every active member of the cash that left the group.
 */
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s } = scene));

describe('a share-out paid in cash', () => {
  it('tells each member their share, the tax withheld and where it was paid', async () => {
    const db = ctx.database.db;
    await db.update(users).set({ language: 'sw' }).where(eq(users.id, s.baraka.id));
    const res = await as(ctx, s.admin).post('/share-outs', {
      from: s.from,
      to: s.to,
      method: 'proportional',
      withholding_rate: 0.05,
      payout: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    const lineOf = (userId: number) =>
      answer.members.find((line: { user_id: number }) => line.user_id === userId) as {
        share: number;
        withholding: number;
        net: number;
      };
    const achieng = lineOf(s.achieng.id);
    const [told] = await messagesFor(db, s.achieng.id, 'share_out');
    const period = `${messageDate(s.from, 'en')} - ${messageDate(s.to, 'en')}`;
    expect(told).toMatchObject({
      eventKey: `share_out:${answer.id}`,
      sms: `Share-out ${period}: your share ${formatKES(kesToCents(achieng.share))}, tax ${formatKES(kesToCents(achieng.withholding))}. ${formatKES(kesToCents(achieng.net))} paid to you in cash from Cash on hand.`,
    });
    const baraka = lineOf(s.baraka.id);
    const [sw] = await messagesFor(db, s.baraka.id, 'share_out');
    const swPeriod = `${messageDate(s.from, 'sw')} - ${messageDate(s.to, 'sw')}`;
    expect(sw?.sms).toBe(
      `Mgao ${swPeriod}: sehemu yako ${formatKES(kesToCents(baraka.share))}, kodi ${formatKES(kesToCents(baraka.withholding))}. ${formatKES(kesToCents(baraka.net))} umelipwa taslimu kutoka Cash on hand.`,
    );
    const lines = await db.select().from(outbox).where(eq(outbox.kind, 'share_out'));
    expect(lines.map((m) => m.userId).sort()).toEqual(
      answer.members.map((line: { user_id: number }) => line.user_id).sort(),
    );
  });

  it('tells every active member of the cash that left the group, once', async () => {
    const { share_outs } = (await as(ctx, s.admin).get('/share-outs')).json();
    const key = `money_out:share_out_cash:${share_outs[0].id}`;
    const told = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'money_out'), eq(outbox.eventKey, key)));
    const everyone = [s.admin, s.achieng, s.baraka, s.chebet, s.daudi].map((who) => who.id).sort();
    expect(told.map((m) => m.userId).sort()).toEqual(everyone);
    expect(told.find((m) => m.userId === s.chebet.id)?.sms).toBe(
      `Group money out ${messageDate(share_outs[0].paid_on, 'en')}: KES 8,550.01, share-out paid in cash (Cash on hand). Approved by Ada A.`,
    );
  });
});
