import { settableClock } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * docs/decisions/fund-claims.md: a welfare fund with claim types and limits, claims by a member and by
 * an official, paid at once or through the quorum, rejected, refused when wrong (nothing written), and
 * the books, the member's messages and Group money after each.
 */
const clock = settableClock('2026-06-15T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let grace: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let auditor: SignedIn;
let welfare: number;
let fee: number;

usePeopleApp(
  {
    amina: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
  },
  async (scene) => {
    ({ ctx, amina, grace, wanjiru, baraka } = scene);
    auditor = await signUp(ctx, 'member', { office: 'auditor', firstname: 'Auditor', lastname: 'Holder' });
    await setQuorum(ctx, 1);
    for (const who of [wanjiru, baraka]) await openSavings(ctx, amina, who.id);
    const kind = async (input: Record<string, unknown>) => {
      const res = await as(ctx, amina).post('/contribution-kinds', input);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().contribution_kind.id as number;
    };
    welfare = await kind({
      name: 'Welfare fund',
      kind: 'fund',
      expected_amount: 500,
      claim_types: [
        { name: 'Bereavement', limit: 10_000 },
        { name: 'Hospital', limit: 5_000 },
      ],
    });
    fee = await kind({ name: 'Registration fee', kind: 'fee' });
    // Every member pays 6,000 into the fund: 12,000 in all, in Cash on hand.
    for (const who of [wanjiru, baraka]) {
      const paid = await as(ctx, amina).post(
        '/create-transaction',
        body(who.id, [
          {
            transaction_type: 'CONTRIBUTION',
            contribution_kind_id: welfare,
            transaction_amount: 6_000,
          } as never,
        ]),
      );
      expect(paid.statusCode, paid.body).toBe(201);
      const approved = await as(ctx, amina).patch(
        `/transactions/contributions/${paid.json().transaction_id}/status`,
        {
          status: 'Approved',
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
    }
  },
  { clock },
);

const claim = (who: SignedIn | undefined, input: Record<string, unknown>) =>
  as(ctx, who).post('/fund-claims', {
    contribution_kind_id: welfare,
    claim_type: 'Bereavement',
    reason: 'Burial of her father',
    amount: 8_000,
    ...input,
  });
const fundHolds = async () =>
  (
    (await as(ctx, amina).get('/contribution-kinds')).json().contribution_kinds as {
      id: number;
      balance: number;
    }[]
  ).find((kind) => kind.id === welfare)!.balance;
const claimsOf = async (who: SignedIn, query = '') => {
  const res = await as(ctx, who).get(`/fund-claims?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().claims as { claim_id: number; user_id: number; status: string; amount: number }[];
};

describe('claim types', () => {
  it('are kept on the fund and shown with it', async () => {
    const kinds = (await as(ctx, wanjiru).get('/contribution-kinds')).json().contribution_kinds;
    expect(kinds.find((k: { id: number }) => k.id === welfare).claim_types).toEqual([
      { name: 'Bereavement', limit: 10_000 },
      { name: 'Hospital', limit: 5_000 },
    ]);
  });

  it('belong to funds only', async () => {
    const res = await as(ctx, amina).patch(`/contribution-kinds/${fee}`, {
      claim_types: [{ name: 'X', limit: 5 }],
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('a claim', () => {
  let waiting: { claim_id: number; approval_id: number };

  beforeAll(async () => {
    const res = await claim(wanjiru, { user_id: wanjiru.id, document: 'Burial permit 4471' });
    expect(res.statusCode, res.body).toBe(202);
    const claims = await claimsOf(wanjiru);
    waiting = { claim_id: claims[0]!.claim_id, approval_id: res.json().approval_id };
  });

  it('by a member for themselves waits for an official, the member never counting', async () => {
    const [mine] = await claimsOf(wanjiru);
    expect(mine).toMatchObject({ user_id: wanjiru.id, status: 'Requested', amount: 8_000 });
    expect(await fundHolds()).toBe(12_000);
  });

  it('is paid by an official’s yes, from the fund, out of the money account, once', async () => {
    const paid = await as(ctx, grace).post(`/fund-claims/${waiting.claim_id}/payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'Paid',
      paid_on: '2026-06-15',
      fund_name: 'Welfare fund',
      document: 'Burial permit 4471',
    });
    expect(await fundHolds()).toBe(4_000);
    const again = await as(ctx, amina).post(`/fund-claims/${waiting.claim_id}/payment`);
    expect(again.statusCode).toBe(409);
    expect(await fundHolds()).toBe(4_000);
    const [told] = await messagesFor(ctx.database.db, wanjiru.id, 'fund_claim_paid');
    expect(told?.body).toContain('KES 8,000.00 from the Welfare fund was paid to you');
    const activity = (await as(ctx, baraka).get('/group/activity?per_page=50')).json();
    expect(
      activity.activity.some(
        (item: { kind: string; amount: number }) => item.kind === 'fund_claim' && item.amount === 8_000,
      ),
    ).toBe(true);
    await expectBalancesReconcile(ctx);
  });

  it('by an official is paid at once when one approval is enough', async () => {
    const res = await claim(amina, {
      user_id: baraka.id,
      claim_type: 'hospital',
      amount: 1_500,
      reason: 'Clinic bill',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Paid', claim_type: 'Hospital', amount: 1_500 });
    expect(await fundHolds()).toBe(2_500);
  });

  it('is rejected with a reason the member is told, paying nothing', async () => {
    const asked = await claim(baraka, { user_id: baraka.id, claim_type: 'Hospital', amount: 1_000 });
    expect(asked.statusCode, asked.body).toBe(202);
    const [open] = await claimsOf(baraka, '&status=Requested');
    const rejected = await as(ctx, grace).post(`/fund-claims/${open!.claim_id}/rejection`, {
      reason: 'No receipt',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('Rejected');
    const [told] = await messagesFor(ctx.database.db, baraka.id, 'fund_claim_rejected');
    expect(told?.body).toContain('was rejected: No receipt');
    expect(await fundHolds()).toBe(2_500);
    expect((await as(ctx, grace).post(`/fund-claims/${open!.claim_id}/payment`)).statusCode).toBe(409);
  });

  it('is listed: a member sees their own, officials and the auditor every one, by fund and status', async () => {
    expect((await claimsOf(wanjiru)).every((c) => c.user_id === wanjiru.id)).toBe(true);
    expect((await claimsOf(wanjiru, `&user_id=${baraka.id}`)).every((c) => c.user_id === wanjiru.id)).toBe(
      true,
    );
    expect(await claimsOf(auditor)).toHaveLength(3);
    expect(await claimsOf(amina, `&contribution_kind_id=${welfare}&status=Paid`)).toHaveLength(2);
    expect(await claimsOf(amina, `&contribution_kind_id=${fee}`)).toHaveLength(0);
    const csv = await as(ctx, amina).get('/fund-claims?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Burial permit 4471');
  });
});

describe('refusals, writing nothing', () => {
  const cases: [string, () => Promise<{ statusCode: number; body: string }>, number, string][] = [
    [
      'a member claiming for another',
      () => claim(wanjiru, { user_id: baraka.id, amount: 10 }),
      403,
      'yourself',
    ],
    ['the auditor', () => claim(auditor, { user_id: wanjiru.id, amount: 10 }), 403, ''],
    ['anonymous', () => claim(undefined, { user_id: wanjiru.id, amount: 10 }), 401, ''],
    [
      'a kind that is not a fund',
      () => claim(amina, { user_id: wanjiru.id, contribution_kind_id: fee, amount: 10 }),
      422,
      'NOT_A_FUND',
    ],
    [
      'an unknown type',
      () => claim(amina, { user_id: wanjiru.id, claim_type: 'Wedding', amount: 10 }),
      422,
      'claim_type',
    ],
    [
      'no type on a fund with types',
      () => claim(amina, { user_id: wanjiru.id, claim_type: null, amount: 10 }),
      422,
      'claim_type',
    ],
    [
      'above the type’s limit',
      () => claim(amina, { user_id: wanjiru.id, claim_type: 'Hospital', amount: 5_000.01 }),
      422,
      'ABOVE_CLAIM_LIMIT',
    ],
    [
      'above what the fund holds',
      () => claim(amina, { user_id: wanjiru.id, amount: 2_500.01 }),
      422,
      'FUND_TOO_LOW',
    ],
    ['no reason', () => claim(amina, { user_id: wanjiru.id, amount: 10, reason: '  ' }), 422, 'reason'],
    [
      'a NUL in the reason',
      () => claim(amina, { user_id: wanjiru.id, amount: 10, reason: 'a\u0000b' }),
      400,
      '',
    ],
    [
      'a huge reason',
      () => claim(amina, { user_id: wanjiru.id, amount: 10, reason: 'x'.repeat(100_000) }),
      422,
      'reason',
    ],
    ['an id beyond the column', () => claim(amina, { user_id: 2_147_483_648, amount: 10 }), 422, 'user_id'],
    ['an unknown member', () => claim(amina, { user_id: 999_999, amount: 10 }), 404, ''],
    ['a null amount', () => claim(amina, { user_id: wanjiru.id, amount: null }), 422, 'amount'],
    ['an amount as text', () => claim(amina, { user_id: wanjiru.id, amount: '10' }), 422, 'amount'],
    ['three decimals', () => claim(amina, { user_id: wanjiru.id, amount: 1.005 }), 422, 'amount'],
    [
      'a fund as text',
      () => claim(amina, { user_id: wanjiru.id, contribution_kind_id: 'welfare', amount: 10 }),
      422,
      'contribution_kind_id',
    ],
  ];
  for (const [what, send, status, mentions] of cases) {
    it(`refuses ${what}`, async () => {
      const before = (await claimsOf(amina)).length;
      const holds = await fundHolds();
      const res = await send();
      expect([status, ...(status === 400 ? [422] : [])]).toContain(res.statusCode);
      if (mentions) expect(res.body).toContain(mentions);
      expect((await claimsOf(amina)).length).toBe(before);
      expect(await fundHolds()).toBe(holds);
    });
  }

  it('refuses paying or rejecting as a member, an unknown claim, and an id beyond the column', async () => {
    const [any] = await claimsOf(amina);
    expect((await as(ctx, wanjiru).post(`/fund-claims/${any!.claim_id}/payment`)).statusCode).toBe(403);
    expect(
      (await as(ctx, auditor).post(`/fund-claims/${any!.claim_id}/rejection`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await as(ctx, amina).post('/fund-claims/99999/payment')).statusCode).toBe(404);
    expect((await as(ctx, amina).post('/fund-claims/2147483648/rejection', { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await as(ctx, amina).post('/fund-claims/abc/rejection', { reason: 'x' })).statusCode).toBe(422);
    expect((await as(ctx, amina).post(`/fund-claims/${any!.claim_id}/rejection`, {})).statusCode).toBe(422);
  });
});
