import { drawOrder, settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, expectBalancesReconcile } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

/**
 * docs/decisions/rotations.md: a merry-go-round of four, its schedule, payments in (oldest round
 * first, never above what is owed), the pot paid out by itself once all have paid, an early release
 * under the quorum with the shortfall owed and fined, swaps with both members' consent, a random order
 * that anyone can draw again from its seed, and the refusals.
 */
const clock = settableClock('2026-07-01T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let grace: SignedIn;
let people: SignedIn[];
let auditor: SignedIn;
let rotationId: number;

usePeopleApp(
  {
    amina: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
  },
  async (scene) => {
    ({ ctx, amina, grace } = scene);
    people = [scene.wanjiru, scene.baraka, amina, grace];
    auditor = await signUp(ctx, 'member', { office: 'auditor', firstname: 'Auditor', lastname: 'Holder' });
    await setQuorum(ctx, 1);
    const res = await as(ctx, amina).patch('/settings', { missed_contribution_fine: 100 });
    expect(res.statusCode, res.body).toBe(200);
  },
  { clock },
);

const [wanjiru, baraka] = [() => people[0]!, () => people[1]!];
const view = async (who: SignedIn = amina) => {
  const res = await as(ctx, who).get(`/rotations/${rotationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const pay = async (who: SignedIn, amount: number) => {
  const made = await as(ctx, amina).post(
    '/create-transaction',
    body(who.id, [
      { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: amount } as never,
    ]),
  );
  expect(made.statusCode, made.body).toBe(201);
  const approved = await as(ctx, amina).patch(
    `/transactions/rotations/${made.json().transaction_id}/status`,
    {
      status: 'Approved',
    },
  );
  expect(approved.statusCode, approved.body).toBe(200);
};
const cashOnHand = async () =>
  (
    (await as(ctx, amina).get('/books/accounts?money=true')).json().accounts as {
      name: string;
      balance: number;
    }[]
  ).find((a) => a.name === 'Cash on hand')!.balance;

/** The pot-paid messages in a member's inbox, as the member reads them. */
async function potMessages(userId: number) {
  const who = [amina, grace, ...people].find((p) => p.id === userId)!;
  const res = await as(ctx, who).get('/notifications/mine?per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { kind: string; subject: string; body: string; link: string }[])
    .filter((m) => m.kind === 'rotation_pot_paid')
    .map(({ subject, body, link }) => ({ subject, body, link }));
}

describe('a merry-go-round', () => {
  it('starts with the order given, one round a month, and shows everyone the schedule', async () => {
    const res = await as(ctx, amina).post('/rotations', {
      name: 'Chama pot',
      amount_per_member: 1_000,
      every: 'month',
      start_date: '2026-07-05',
      order: people.map((p) => p.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    rotationId = res.json().rotation_id;
    const schedule = await view(wanjiru());
    expect(schedule.seed).toBeNull();
    expect(
      schedule.rounds.map((r: { number: number; due_on: string; status: string; expected: number }) => [
        r.number,
        r.due_on,
        r.status,
        r.expected,
      ]),
    ).toEqual([
      [1, '2026-07-05', 'Open', 4_000],
      [2, '2026-08-05', 'Upcoming', 4_000],
      [3, '2026-09-05', 'Upcoming', 4_000],
      [4, '2026-10-05', 'Upcoming', 4_000],
    ]);
    expect(schedule.rounds[0].recipient.user_id).toBe(wanjiru().id);
    expect(schedule.members.every((m: { owes: number }) => m.owes === 1_000)).toBe(true);
    const accounts = (await as(ctx, amina).get('/books/accounts')).json().accounts as {
      code: string;
      name: string;
    }[];
    expect(accounts.find((a) => a.code === '2301')?.name).toBe('Merry-go-round: Chama pot');
  });

  it('takes payments into the clearing account, and pays the pot out by itself once everyone has paid', async () => {
    const before = await cashOnHand();
    for (const who of people.slice(0, 3)) await pay(who, 1_000);
    expect((await view()).rounds[0]).toMatchObject({ status: 'Open', received: 3_000 });
    expect(await cashOnHand()).toBe(before + 3_000);
    await pay(grace, 1_000);
    const after = await view();
    expect(after.rounds[0]).toMatchObject({
      status: 'Released',
      received: 4_000,
      released: 4_000,
      shortfall: 0,
    });
    expect(after.rounds[1].status).toBe('Open');
    // The pot left the box; the clearing account is back at zero.
    expect(await cashOnHand()).toBe(before);
    const accounts = (await as(ctx, amina).get('/books/accounts')).json().accounts as {
      code: string;
      balance: number;
    }[];
    expect(accounts.find((a) => a.code === '2301')?.balance ?? 0).toBe(0);
    // The recipient is told, once (docs/decisions/rotations.md, "The recipient is told").
    expect(await potMessages(after.rounds[0].recipient.user_id)).toEqual([
      {
        subject: 'Chama pot: your round was paid to you',
        body: 'Merry-go-round Chama pot, round 1: KES 4,000.00 was paid to you on 1 Jul 2026.',
        link: `/rotations/${rotationId}`,
      },
    ]);
    await expectBalancesReconcile(ctx);
  });

  it('refuses a payment above what the member owes now, or of someone not in it', async () => {
    const above = await as(ctx, amina).post(
      '/create-transaction',
      body(wanjiru().id, [
        { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: 1_000.01 } as never,
      ]),
    );
    expect(above.statusCode).toBe(422);
    expect(above.json().code).toBe('ROTATION_ABOVE_OWED');
    const outsider = await as(ctx, amina).post(
      '/create-transaction',
      body(auditor.id, [
        { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: 10 } as never,
      ]),
    );
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().code).toBe('NOT_IN_ROTATION');
    for (const item of [
      { transaction_type: 'ROTATION', transaction_amount: 10 },
      { transaction_type: 'SAVING', rotation_id: rotationId, transaction_amount: 10 },
      { transaction_type: 'ROTATION', rotation_id: 2_147_483_648, transaction_amount: 10 },
    ]) {
      const res = await as(ctx, amina).post('/create-transaction', body(wanjiru().id, [item as never]));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain('rotation_id');
    }
  });

  it('pays a pot out early under the quorum; who did not pay owes it and is fined, and pays it on later', async () => {
    await pay(wanjiru(), 1_000);
    await pay(baraka(), 1_000);
    const released = await as(ctx, grace).post(`/rotations/${rotationId}/release`);
    expect(released.statusCode, released.body).toBe(200);
    const round = released.json().rounds[1];
    expect(round).toMatchObject({ status: 'Released', released: 2_000, shortfall: 2_000 });
    expect((await potMessages(round.recipient.user_id)).map((m) => m.body)).toContain(
      'Merry-go-round Chama pot, round 2: KES 2,000.00 was paid to you on 1 Jul 2026. The KES 2,000.00 still owed will be passed to you as members pay it.',
    );
    const owes = Object.fromEntries(
      released.json().members.map((m: { user_id: number; owes: number }) => [m.user_id, m.owes]),
    );
    // Amina and Grace owe round 2's 1,000 and round 3's 1,000.
    expect(owes[amina.id]).toBe(2_000);
    expect(owes[wanjiru().id]).toBe(1_000);
    const fines = (await as(ctx, amina).get(`/fines?per_page=100&user_id=${amina.id}`)).json().fines;
    expect(
      fines.some(
        (f: { kind: string; amount: number }) => f.kind === 'missed_contribution' && f.amount === 100,
      ),
    ).toBe(true);
    const before = await cashOnHand();
    // Amina's 1,500 pays round 2 first (on to its recipient at once), then 500 of round 3.
    await pay(amina, 1_500);
    const after = await view();
    expect(after.rounds[1].received).toBe(3_000);
    expect(after.rounds[2].received).toBe(500);
    expect(await cashOnHand()).toBe(before + 500);
    const activity = (await as(ctx, wanjiru()).get('/group/activity?per_page=50')).json().activity;
    expect(activity.filter((item: { kind: string }) => item.kind === 'rotation_pot')).toHaveLength(2);
    await expectBalancesReconcile(ctx);
  });

  it('swaps two members’ rounds once both agree, and never a round paid out', async () => {
    const before = await view();
    const roundOf = (v: { members: { user_id: number; round: number }[] }, who: SignedIn) =>
      v.members.find((m) => m.user_id === who.id)!.round;
    const ask = await as(ctx, amina).post(`/rotations/${rotationId}/swaps`, {
      user_id: amina.id,
      with_user_id: grace.id,
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const swap = ask.json().swaps.at(-1);
    expect(swap.consented).toEqual([amina.id]);
    expect(
      (await as(ctx, wanjiru()).post(`/rotations/${rotationId}/swaps/${swap.swap_id}/consent`)).statusCode,
    ).toBe(403);
    const agreed = await as(ctx, grace).post(`/rotations/${rotationId}/swaps/${swap.swap_id}/consent`);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(roundOf(agreed.json(), amina)).toBe(roundOf(before, grace));
    expect(roundOf(agreed.json(), grace)).toBe(roundOf(before, amina));
    expect(
      (await as(ctx, grace).post(`/rotations/${rotationId}/swaps/${swap.swap_id}/consent`)).statusCode,
    ).toBe(409);
    const paidOut = await as(ctx, amina).post(`/rotations/${rotationId}/swaps`, {
      user_id: wanjiru().id,
      with_user_id: grace.id,
    });
    expect(paidOut.statusCode).toBe(409);
    const notMine = await as(ctx, wanjiru()).post(`/rotations/${rotationId}/swaps`, {
      user_id: amina.id,
      with_user_id: grace.id,
    });
    expect(notMine.statusCode).toBe(403);
  });

  it('takes a payment back while its round is open, never once its pot is paid out', async () => {
    const open = (await view()).rounds.find((r: { status: string }) => r.status === 'Open');
    const made = await as(ctx, amina).post(
      '/create-transaction',
      body(wanjiru().id, [
        { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: 1_000 } as never,
      ]),
    );
    const id = made.json().transaction_id;
    expect(
      (await as(ctx, amina).patch(`/transactions/rotations/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(200);
    expect((await view()).rounds[open.number - 1].received).toBe(open.received + 1_000);
    const back = await as(ctx, amina).post(`/transactions/${id}/reversal`, { reason: 'Entered twice' });
    expect(back.statusCode, back.body).toBe(201);
    expect((await view()).rounds[open.number - 1].received).toBe(open.received);
    // The first payment of all paid round 1, whose pot is paid out.
    const { transactions } = (
      await as(ctx, amina).get(`/transactions/user/${wanjiru().id}?per_page=100`)
    ).json();
    const first = Math.min(...transactions.map((t: { id: number }) => t.id));
    const refused = await as(ctx, amina).post(`/transactions/${first}/reversal`, { reason: 'Mistake' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('ROUND_RELEASED');
    await expectBalancesReconcile(ctx);
  });

  it('draws a random order from a seed it shows, which anyone can draw again', async () => {
    const res = await as(ctx, grace).post('/rotations', {
      name: 'Second pot',
      amount_per_member: 500,
      every: 'week',
      start_date: '2026-07-06',
      order: 'random',
    });
    expect(res.statusCode, res.body).toBe(201);
    const drawn = res.json();
    expect(drawn.seed).toMatch(/^[0-9a-f]{16}$/);
    const order = drawn.rounds.map((r: { recipient: { user_id: number } }) => r.recipient.user_id);
    expect(order).toEqual(drawOrder(order, drawn.seed));
    expect(drawn.rounds[1].due_on).toBe('2026-07-13');
    const list = (await as(ctx, wanjiru()).get('/rotations')).json();
    expect(list.rotations.map((r: { name: string }) => r.name)).toEqual(['Second pot', 'Chama pot']);
  });
});

describe('refusals', () => {
  const start = { name: 'Pot', amount_per_member: 100, every: 'month', start_date: '2026-07-01' };
  it('refuses bad rotations, writing nothing', async () => {
    const before = (await as(ctx, amina).get('/rotations')).json().pagination.total;
    const cases: [Record<string, unknown>, SignedIn | undefined, number][] = [
      [{ ...start, order: people.map((p) => p.id) }, wanjiru(), 403],
      [{ ...start, order: people.map((p) => p.id) }, auditor, 403],
      [{ ...start, order: people.map((p) => p.id) }, undefined, 401],
      [{ ...start, order: [amina.id] }, amina, 422],
      [{ ...start, order: [amina.id, amina.id] }, amina, 422],
      [{ ...start, order: [amina.id, 999_999] }, amina, 422],
      [{ ...start, order: [amina.id, 2_147_483_648] }, amina, 422],
      [{ ...start, order: 'alphabetical' }, amina, 422],
      [{ ...start, every: 'day', order: 'random' }, amina, 422],
      [{ ...start, amount_per_member: 0, order: 'random' }, amina, 422],
      [{ ...start, amount_per_member: null, order: 'random' }, amina, 422],
      [{ ...start, name: 'x'.repeat(61), order: 'random' }, amina, 422],
      [{ ...start, name: 'P\u0000t', order: 'random' }, amina, 400],
      [{ ...start, start_date: '2026-02-30', order: 'random' }, amina, 422],
    ];
    for (const [input, who, status] of cases) {
      const res = await as(ctx, who).post('/rotations', input);
      expect(
        [status, ...(status === 400 ? [422] : [])],
        `${JSON.stringify(input).slice(0, 80)} ${res.body}`,
      ).toContain(res.statusCode);
    }
    expect((await as(ctx, amina).get('/rotations')).json().pagination.total).toBe(before);
    expect((await as(ctx, amina).get('/rotations/999999')).statusCode).toBe(404);
    expect((await as(ctx, amina).get('/rotations/abc')).statusCode).toBe(422);
    expect((await as(ctx, wanjiru()).post(`/rotations/${rotationId}/release`)).statusCode).toBe(403);
  });
});
