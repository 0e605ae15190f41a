import { settableClock } from '@links/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, outbox, people, users } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor, outboxAt } from '../outbox/outbox.service.js';
import { tellMoneyOut } from './money-out.service.js';

/*
 * Money out of the group told to every active member (docs/decisions/notifications.md, "Money out"):
 * the amount, purpose and who approved it, in each member's language; once per payout; never to a
 * member who left, nor twice to the member it was paid to.
 */
const clock = settableClock('2026-03-10T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let grace: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let kip: SignedIn;
let equity: number;

usePeopleApp(
  {
    amina: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
    kip: named('Kiprono Left'),
  },
  async (scene) => {
    ({ ctx, amina, grace, wanjiru, baraka, kip } = scene);
    await setQuorum(ctx, 1);
    const bank = await as(ctx, amina).post('/create-bank-account', { name: 'Equity Bank', amount: 100_000 });
    expect(bank.statusCode, bank.body).toBe(201);
    const { accounts } = (await as(ctx, amina).get('/books/accounts?money=true')).json();
    equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
    await openSavings(ctx, amina, wanjiru.id, 50_000);
    await openSavings(ctx, amina, baraka.id, 30_000);
    const db = ctx.database.db;
    await db.update(users).set({ language: 'sw' }).where(eq(users.id, wanjiru.id));
    await db.update(users).set({ status: 'inactive', exitedOn: '2026-02-01' }).where(eq(users.id, kip.id));
  },
  { clock },
);

/** The money-out messages of one event, by member. */
async function toldOf(eventKey: string) {
  const rows = await ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'money_out'), eq(outbox.eventKey, eventKey)));
  return new Map(rows.map((row) => [row.userId, row]));
}

describe('an expense', () => {
  it('tells every active member, in their language, with who approved it', async () => {
    const res = await as(ctx, amina).post('/create-expense', {
      account_id: equity,
      amount: 1_000,
      comment_type: 'Rent',
      comment: 'March',
      date: '2026-03-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    const told = await toldOf(`money_out:expense:${res.json().expense_id}`);
    expect([...told.keys()].sort((a, b) => a - b)).toEqual([amina.id, grace.id, wanjiru.id, baraka.id]);
    expect(told.get(baraka.id)).toMatchObject({
      language: 'en',
      subject: 'Group money out: KES 1,000.00',
      sms: 'Group money out 10 Mar 2026: KES 1,000.00, expense (Rent: March). Approved by Amina C.',
      link: '/group-money',
    });
    expect(told.get(wanjiru.id)).toMatchObject({
      language: 'sw',
      sms: 'Pesa za kikundi 10 Mac 2026: KES 1,000.00, matumizi (Rent: March). Imeidhinishwa na Amina C.',
    });
    expect(told.get(wanjiru.id)?.body).toBe(
      'Pesa zimetoka kwenye kikundi tarehe 10 Mac 2026: KES 1,000.00, matumizi.\nKusudi: Rent: March. Imeidhinishwa na Amina Chair.',
    );
  });
});

describe('a withdrawal paid', () => {
  const ask = (who: SignedIn, amount: number) =>
    as(ctx, who).post('/withdrawals', {
      account_id: equity,
      reason: 'School fees',
      user_id: wanjiru.id,
      amount,
    });

  it('tells the member by their own message and every other active member by money out', async () => {
    const res = await ask(amina, 500);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().withdrawal_id as number;
    const told = await toldOf(`money_out:withdrawal:${id}`);
    expect([...told.keys()].sort((a, b) => a - b)).toEqual([amina.id, grace.id, baraka.id]);
    expect(told.get(baraka.id)?.sms).toBe(
      'Group money out 10 Mar 2026: KES 500.00, savings withdrawal paid to Wanjiru K. (School fees). Approved by Amina C.',
    );
    const [own] = await messagesFor(ctx.database.db, wanjiru.id, 'withdrawal_paid');
    expect(own).toMatchObject({
      eventKey: `withdrawal:${id}:paid`,
      subject: 'Akiba uliyoomba imelipwa',
      sms: 'KES 500.00 za akiba yako zimelipwa kwako tarehe 10 Mac 2026 kutoka Equity Bank.',
    });
  });

  it('names the officials whose votes carried it, in order, and tells no one while it waits', async () => {
    await setQuorum(ctx, 2);
    try {
      const res = await ask(amina, 200);
      expect(res.statusCode, res.body).toBe(202);
      const before = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'money_out'));
      const approved = await as(ctx, grace).post(`/approvals/${res.json().approval_id}/decision`, {
        decision: 'Approve',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const after = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'money_out'));
      expect(after.length - before.length).toBe(3);
      const newest = after.find((row) => row.userId === baraka.id && !before.some((b) => b.id === row.id));
      expect(newest?.sms).toBe(
        'Group money out 10 Mar 2026: KES 200.00, savings withdrawal paid to Wanjiru K. (School fees). Approved by Amina C. and Grace T.',
      );
      expect(newest?.body).toContain('Approved by Amina Chair and Grace Treasurer.');
    } finally {
      await setQuorum(ctx, 1);
    }
  });
});

describe('an exit', () => {
  it('tells every active member of the refund; the member who left of their settlement only', async () => {
    const res = await as(ctx, amina).post(`/members/${baraka.id}/exit`, {
      date: '2026-03-10',
      account_id: equity,
      reason: 'Moved to Kisumu',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [key] = (
      await ctx.database.db
        .select({ key: outbox.eventKey })
        .from(outbox)
        .where(and(eq(outbox.kind, 'money_out'), sql`${outbox.eventKey} like 'money_out:exit_refund:%'`))
    ).map((row) => row.key);
    const told = await toldOf(key!);
    expect([...told.keys()].sort((a, b) => a - b)).toEqual([amina.id, grace.id, wanjiru.id]);
    expect(told.get(amina.id)?.sms).toBe(
      'Group money out 10 Mar 2026: KES 30,000.00, savings refunded to Baraka M. on leaving (Moved to Kisumu). Approved by Amina C.',
    );
    expect(told.get(wanjiru.id)?.sms).toBe(
      'Pesa za kikundi 10 Mac 2026: KES 30,000.00, akiba aliyorudishiwa Baraka M. alipoondoka (Moved to Kisumu). Imeidhinishwa na Amina C.',
    );
    const [own] = await messagesFor(ctx.database.db, baraka.id, 'member_exited');
    expect(own?.sms).toBe(
      'Your membership ended on 10 Mar 2026. Savings KES 30,000.00; loans and fines paid KES 0.00. Refunded to you: KES 30,000.00 from Equity Bank.',
    );
    expect(await messagesFor(ctx.database.db, kip.id)).toEqual([]);
  });
});

describe('a group of 500', () => {
  it('tells each active member once, in bulk, and a second telling leaves nothing', async () => {
    const db = ctx.database.db;
    const persons = await db
      .insert(people)
      .values(Array.from({ length: 500 }, (_, i) => ({ email: `many-${i}@example.com` })))
      .returning({ id: people.id });
    const many = await db
      .insert(users)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          personId: persons[i]!.id,
          firstname: `Member${i}`,
          lastname: 'Many',
          email: `many-${i}@example.com`,
          phone: `2547${String(10_000_000 + i).padStart(8, '0')}`,
          role: 'member' as const,
          language: i % 2 === 0 ? 'en' : 'sw',
        })),
      )
      .returning({ id: users.id });
    const event = {
      kind: 'expense' as const,
      id: 900_001,
      amountCents: 1_000_000,
      date: '2026-03-10',
      memberId: null,
      purpose: 'Hall hire',
      approverIds: [amina.id, grace.id],
    };
    const box = outboxAt(clock.now());
    const told = await db.transaction((tx) => tellMoneyOut(tx, box, event));
    // The 500, the two officials and Wanjiru; not Kiprono nor Baraka, who left.
    expect(told).toBe(503);
    expect(await db.transaction((tx) => tellMoneyOut(tx, box, event))).toBe(0);
    const ids = many.map((row) => row.id);
    const rows = await db.select().from(outbox).where(inArray(outbox.userId, ids));
    expect(rows).toHaveLength(500);
    expect(rows.filter((row) => row.language === 'sw')).toHaveLength(250);
    const sent = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(
        inArray(
          deliveries.messageId,
          rows.map((row) => row.id),
        ),
      );
    // Each by e-mail and SMS.
    expect(sent[0]?.n).toBe(1000);
  });
});
