import { messageDate, settableClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { openSavings, submit } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/*
 * A member's own money events told in their language (docs/decisions/notifications.md, "Kinds"): a
 * payment reversed, a withdrawal rejected, leaving the group and coming back; each once.
 */
const clock = settableClock('2026-03-10T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let wanjiru: SignedIn;
let equity: number;

usePeopleApp(
  { amina: named('Amina Chair', 'admin'), wanjiru: named('Wanjiru Kamau') },
  async (scene) => {
    ({ ctx, amina, wanjiru } = scene);
    await setQuorum(ctx, 1);
    const bank = await as(ctx, amina).post('/create-bank-account', { name: 'Equity Bank', amount: 100_000 });
    expect(bank.statusCode, bank.body).toBe(201);
    const { accounts } = (await as(ctx, amina).get('/books/accounts?money=true')).json();
    equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
    await openSavings(ctx, amina, wanjiru.id, 5_000);
    await ctx.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, wanjiru.id));
  },
  { clock },
);

const today = () => messageDate(clock.today(), 'sw');

describe('in Kiswahili', () => {
  it('tells a payment reversed, with the reason, once', async () => {
    const id = await submit(ctx, amina, wanjiru.id, [
      { transaction_type: 'SAVING', transaction_amount: 1_500.5 },
    ]);
    const approved = await as(ctx, amina).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await as(ctx, amina).post(`/transactions/${id}/reversal`, {
      reason: 'Imeandikwa mara mbili',
    });
    expect(res.statusCode, res.body).toBe(201);
    const told = await messagesFor(ctx.database.db, wanjiru.id, 'reversal');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      eventKey: `transaction:${id}:reversed`,
      language: 'sw',
      subject: `Malipo yako TRN-${id} yamebatilishwa`,
      sms: `Malipo TRN-${id} ya KES 1,500.50 ya ${today()} yamebatilishwa ${today()}: Imeandikwa mara mbili. Akiba na mkopo vimerudi kama awali.`,
    });
    expect((await as(ctx, amina).post(`/transactions/${id}/reversal`, { reason: 'Tena' })).statusCode).toBe(
      409,
    );
    expect(await messagesFor(ctx.database.db, wanjiru.id, 'reversal')).toHaveLength(1);
  });

  it('tells a withdrawal rejected, with the reason', async () => {
    const res = await as(ctx, wanjiru).post('/withdrawals', {
      user_id: wanjiru.id,
      amount: 1_000,
      account_id: equity,
      reason: 'Ada ya shule',
    });
    expect([201, 202], res.body).toContain(res.statusCode);
    const listed = (await as(ctx, amina).get('/withdrawals?status=Requested')).json().withdrawals;
    const id = listed[0].withdrawal_id as number;
    const rejected = await as(ctx, amina).post(`/withdrawals/${id}/rejection`, {
      reason: 'Akiba imewekwa dhamana',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [told] = await messagesFor(ctx.database.db, wanjiru.id, 'withdrawal_rejected');
    expect(told).toMatchObject({
      eventKey: `withdrawal:${id}:rejected`,
      subject: 'Ombi lako la kutoa akiba limekataliwa',
      sms: `Ombi la kutoa KES 1,000.00 la ${today()} limekataliwa: Akiba imewekwa dhamana. Akiba yako haijabadilika.`,
    });
  });

  it('tells an exit its settlement, and a return its welcome', async () => {
    const exit = await as(ctx, amina).post(`/members/${wanjiru.id}/exit`, {
      date: clock.today(),
      account_id: equity,
      reason: 'Amehamia Kisumu',
    });
    expect(exit.statusCode, exit.body).toBe(200);
    const [left] = await messagesFor(ctx.database.db, wanjiru.id, 'member_exited');
    expect(left).toMatchObject({
      subject: 'Umeondoka kwenye kikundi',
      sms: `Uanachama wako uliisha ${today()}. Akiba KES 5,000.00; mikopo na faini zilizolipwa KES 0.00. Umerudishiwa KES 5,000.00 kutoka Equity Bank.`,
    });
    expect(left?.body).toBe(
      `Uanachama wako uliisha tarehe ${today()}.\nAkiba yako: KES 5,000.00.\nUmerudishiwa kutoka Equity Bank: KES 5,000.00.`,
    );
    const back = await as(ctx, amina).post(`/members/${wanjiru.id}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    const [welcome] = await messagesFor(ctx.database.db, wanjiru.id, 'member_reactivated');
    expect(welcome).toMatchObject({
      subject: 'Karibu tena',
      sms: 'Karibu tena: uanachama wako umerejeshwa. Ingia kwa barua pepe na nenosiri lako.',
    });
  });
});
