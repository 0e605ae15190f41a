import { formatKES, kesToCents, messageDate } from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';
import { messagesFor } from '../outbox/outbox.service.js';

/*
 * A share-out into savings (docs/decisions/notifications.md, "Kinds" and "Money out"): each member
 * is told their line; no money left the group, so no one is told of money out.
 */
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s } = scene));

describe('a share-out into savings', () => {
  it('tells each member their line, added to their savings, and tells no money out', async () => {
    const res = await as(ctx, s.admin).post('/share-outs', {
      from: s.from,
      to: s.to,
      method: 'proportional',
      withholding_rate: 0.05,
      payout: 'to_savings',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    const line = answer.members.find((m: { user_id: number }) => m.user_id === s.chebet.id);
    const [told] = await messagesFor(ctx.database.db, s.chebet.id, 'share_out');
    const period = `${messageDate(s.from, 'en')} - ${messageDate(s.to, 'en')}`;
    expect(told).toMatchObject({
      eventKey: `share_out:${answer.id}`,
      subject: 'Your share-out',
      sms: `Share-out ${period}: your share ${formatKES(kesToCents(line.share))}, tax ${formatKES(kesToCents(line.withholding))}. ${formatKES(kesToCents(line.net))} added to your savings.`,
    });
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'money_out'))).toHaveLength(
      // The scenario's one expense, told to its five members.
      5,
    );
  });
});
