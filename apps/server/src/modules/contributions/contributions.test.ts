import { settableClock } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { useApp } from '../../test/scene.js';
import { systemAccountId } from '../books/chart.js';

/**
 * docs/decisions/contribution-kinds.md: the kinds of money a group collects, each with its books
 * account; items of a kind, approved into it; each member's part; the statement; what counts as
 * savings for a loan; reversals; and every refusal, writing nothing.
 */
const clock = settableClock('2026-04-10T09:00:00+03:00');
let ctx: TestContext;
let treasurer: SignedIn;
let auditor: SignedIn;
let wanjiru: SignedIn;
let otieno: SignedIn;

useApp(
  async (context) => {
    ctx = context;
    treasurer = await signUp(ctx, 'admin', {
      firstname: 'Grace',
      lastname: 'Treasurer',
      office: 'treasurer',
    });
    auditor = await signUp(ctx, 'member', { firstname: 'Audrey', lastname: 'Auditor', office: 'auditor' });
    wanjiru = await signUp(ctx, 'member', { firstname: 'Wanjiru', lastname: 'Kamau' });
    otieno = await signUp(ctx, 'member', { firstname: 'Otieno', lastname: 'Odhiambo' });
    await openSavings(ctx, treasurer, wanjiru.id);
    await openSavings(ctx, treasurer, otieno.id);
  },
  () => undefined,
  { clock, timeout: 120_000 },
);

const api = () => as(ctx, treasurer);
type Kind = {
  id: number;
  name: string;
  kind: string;
  is_savings: boolean;
  expected_amount: number | null;
  expected_every: string | null;
  active: boolean;
  account_code: string;
  balance: number;
};
const kinds = async (who: SignedIn = treasurer) => {
  const res = await as(ctx, who).get('/contribution-kinds');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().contribution_kinds as Kind[];
};
const create = async (input: Record<string, unknown>) => {
  const res = await api().post('/contribution-kinds', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().contribution_kind as Kind;
};
const pay = async (who: SignedIn, items: Record<string, unknown>[], by: SignedIn = treasurer) => {
  const res = await as(ctx, by).post(
    '/create-transaction',
    body(who.id, items as never, { transaction_date: '2026-04-08' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transaction_id as number;
};
const approve = async (id: number, kind = 'contributions') => {
  const res = await api().patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const partsOf = async (who: SignedIn, by: SignedIn = who) => {
  const res = await as(ctx, by).get(`/users/${who.id}/contributions`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().contributions as { name: string; total: number }[]).map((c) => [c.name, c.total]),
  );
};

describe('the kinds of a group', () => {
  let welfare: Kind;
  let shares: Kind;
  let registration: Kind;

  beforeAll(async () => {
    welfare = await create({ name: 'Welfare fund', kind: 'fund', expected_amount: 200 });
    shares = await create({
      name: 'Share capital',
      kind: 'savings',
      expected_amount: 1000,
      expected_every: 'meeting',
    });
    registration = await create({ name: 'Registration fee', kind: 'fee' });
  });

  it('starts with savings and opens an account of the right range for each new kind', async () => {
    const list = await kinds();
    expect(list.map((k) => [k.name, k.kind, k.account_code, k.expected_amount, k.expected_every])).toEqual([
      ['Savings', 'savings', '2000', null, null],
      ['Registration fee', 'fee', '4301', null, null],
      ['Share capital', 'savings', '2001', 1000, 'meeting'],
      ['Welfare fund', 'fund', '2201', 200, 'month'],
    ]);
    expect(list[0]!.is_savings).toBe(true);
    const accounts = (await api().get('/books/accounts')).json().accounts as {
      code: string;
      name: string;
      type: string;
    }[];
    expect(
      accounts.filter((a) => ['2001', '2201', '4301'].includes(a.code)).map((a) => [a.code, a.name, a.type]),
    ).toEqual([
      ['2001', 'Share capital', 'liability'],
      ['2201', 'Welfare fund', 'liability'],
      ['4301', 'Registration fee', 'income'],
    ]);
  });

  it('lets every member read the kinds, and only officials change them', async () => {
    expect((await kinds(wanjiru)).length).toBe(4);
    expect((await as(ctx).get('/contribution-kinds')).statusCode).toBe(401);
    const byMember = await as(ctx, wanjiru).post('/contribution-kinds', { name: 'Mine', kind: 'fee' });
    expect(byMember.statusCode).toBe(403);
    const byAuditor = await as(ctx, auditor).patch(`/contribution-kinds/${welfare.id}`, { name: 'Audited' });
    expect(byAuditor.statusCode).toBe(403);
    expect((await kinds()).map((k) => k.name)).not.toContain('Mine');
  });

  it('takes a contribution of each kind into its account, and savings as savings', async () => {
    const id = await pay(wanjiru, [
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: welfare.id, transaction_amount: 200 },
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: shares.id, transaction_amount: 1000 },
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: registration.id, transaction_amount: 500 },
      // Naming the savings kind is a SAVING item, as savings always were.
      {
        transaction_type: 'CONTRIBUTION',
        contribution_kind_id: (await kinds())[0]!.id,
        transaction_amount: 300,
      },
    ]);
    const pending = (await api().get(`/transactions/${id}`)).json().transaction;
    expect(
      pending.transaction_types.map((i: { type: string; contribution_kind_id: number | null }) => [
        i.type,
        i.contribution_kind_id,
      ]),
    ).toEqual([
      ['CONTRIBUTION', welfare.id],
      ['CONTRIBUTION', shares.id],
      ['CONTRIBUTION', registration.id],
      ['SAVING', null],
    ]);
    expect((await approve(id)).message).toBe('3 contribution items approved.');
    await approve(id, 'savings');
    expect(await partsOf(wanjiru)).toEqual({
      Savings: 300,
      'Registration fee': 500,
      'Share capital': 1000,
      'Welfare fund': 200,
    });
    const list = await kinds();
    expect(Object.fromEntries(list.map((k) => [k.name, k.balance]))).toEqual({
      Savings: 300,
      'Registration fee': 500,
      'Share capital': 1000,
      'Welfare fund': 200,
    });
    const income = (await api().get('/books/income-statement?from=2026-01-01&to=2026-12-31')).json();
    expect(
      income.income.map((line: { code: string; amount: number }) => [line.code, line.amount]),
    ).toContainEqual(['4301', 500]);
    await expectBalancesReconcile(ctx);
  });

  it('shows each kind on the member’s statement, in JSON and CSV', async () => {
    const statement = (
      await as(ctx, wanjiru).get(`/statements/${wanjiru.id}?from=2026-01-01&to=2026-12-31`)
    ).json();
    expect(statement.savings.closing_balance).toBe(300);
    expect(
      statement.contributions.map((c: { name: string; closing_balance: number; movements: unknown[] }) => [
        c.name,
        c.closing_balance,
        c.movements.length,
      ]),
    ).toEqual([
      ['Registration fee', 500, 1],
      ['Share capital', 1000, 1],
      ['Welfare fund', 200, 1],
    ]);
    expect(statement.contributions[2].movements[0].description).toMatch(/^Welfare fund, transaction TRN-/);
    const csv = (
      await as(ctx, wanjiru).get(`/statements/${wanjiru.id}?from=2026-01-01&to=2026-12-31&format=csv`)
    ).body;
    expect(csv).toContain('2026-04-08,Welfare fund,');
    expect(csv).toContain('2026-12-31,Share capital,Closing balance,,,,1000.00');
  });

  it('counts savings kinds toward what a member may borrow, and not funds or fees', async () => {
    const res = await as(ctx, wanjiru).get(`/loans/limit/${wanjiru.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const limit = res.json();
    // Savings 300 and share capital 1,000, times the multiplier: the welfare fund and the fee are not the member's.
    expect(limit.savings).toBe(1300);
    expect(limit.limit).toBe(Math.round(1300 * limit.multiplier * 100) / 100);
  });

  it('weighs savings kinds with savings in the share-out, and not funds or fees', async () => {
    const res = await api().post('/share-outs/preview', {
      from: '2026-01-01',
      to: '2026-04-09',
      method: 'proportional',
      withholding_rate: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    // The registration fee is the period's income; Wanjiru's basis is her savings and share capital.
    expect(plan.distributable).toBe(500);
    expect(plan.total_basis).toBe(1300);
    expect(
      plan.members.map((m: { user_id: number; basis: number; share: number }) => [
        m.user_id,
        m.basis,
        m.share,
      ]),
    ).toEqual([
      [otieno.id, 0, 0],
      [wanjiru.id, 1300, 500],
    ]);
  });

  it('keeps a member’s part to themselves and the officials', async () => {
    expect((await as(ctx, otieno).get(`/users/${wanjiru.id}/contributions`)).statusCode).toBe(403);
    expect(await partsOf(otieno)).toEqual({
      Savings: 0,
      'Registration fee': 0,
      'Share capital': 0,
      'Welfare fund': 0,
    });
    expect((await as(ctx, treasurer).get('/users/999999/contributions')).statusCode).toBe(404);
  });

  it('renames, re-prices and closes a kind, audited; a closed kind takes no new money', async () => {
    const renamed = await api().patch(`/contribution-kinds/${welfare.id}`, {
      name: 'Welfare',
      expected_amount: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().contribution_kind).toMatchObject({
      name: 'Welfare',
      expected_amount: null,
      expected_every: null,
    });
    const closed = await api().patch(`/contribution-kinds/${registration.id}`, { active: false });
    expect(closed.json().contribution_kind.active).toBe(false);
    const refused = await api().post(
      '/create-transaction',
      body(otieno.id, [
        {
          transaction_type: 'CONTRIBUTION',
          contribution_kind_id: registration.id,
          transaction_amount: 500,
        } as never,
      ]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('CONTRIBUTION_KIND_CLOSED');
    // Wanjiru paid it: it still shows for her, and not for Otieno.
    expect(Object.keys(await partsOf(wanjiru))).toContain('Registration fee');
    expect(Object.keys(await partsOf(otieno))).not.toContain('Registration fee');
    const audit = await api().get('/audit?entity=contribution_kind');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      audit
        .json()
        .records.map((r: { action: string }) => r.action)
        .sort(),
    ).toEqual(['create', 'create', 'create', 'update', 'update']);
  });

  it('takes a contribution back with a reversal', async () => {
    const id = await pay(otieno, [
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: shares.id, transaction_amount: 400 },
    ]);
    await approve(id);
    const res = await api().post(`/transactions/${id}/reversal`, { reason: 'Entered twice' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await partsOf(otieno))['Share capital']).toBe(0);
    await expectBalancesReconcile(ctx);
  });
});

describe('refusals', () => {
  const bad: [string, Record<string, unknown>, number, string][] = [
    ['no name', { kind: 'fund' }, 422, 'name'],
    ['a blank name', { name: '   ', kind: 'fund' }, 422, 'name'],
    ['a name too long', { name: 'x'.repeat(61), kind: 'fund' }, 422, 'name'],
    ['an unknown kind', { name: 'Pot', kind: 'loan' }, 422, 'kind'],
    ['a negative amount', { name: 'Pot', kind: 'fund', expected_amount: -5 }, 422, 'expected_amount'],
    ['three decimals', { name: 'Pot', kind: 'fund', expected_amount: 1.005 }, 422, 'expected_amount'],
    ['an amount as text', { name: 'Pot', kind: 'fund', expected_amount: 'lots' }, 422, 'expected_amount'],
    [
      'an unknown period',
      { name: 'Pot', kind: 'fund', expected_amount: 5, expected_every: 'year' },
      422,
      'expected_every',
    ],
    ['a NUL in the name', { name: 'Po\u0000t', kind: 'fund' }, 400, ''],
  ];
  for (const [what, input, status] of bad) {
    it(`refuses ${what}, writing nothing`, async () => {
      const before = (await kinds()).length;
      const res = await api().post('/contribution-kinds', input);
      expect([status, 400, 422]).toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
      expect((await kinds()).length).toBe(before);
    });
  }

  it('refuses a second kind of the same name, whatever its case', async () => {
    await create({ name: 'Project levy', kind: 'fee' });
    const res = await api().post('/contribution-kinds', { name: 'PROJECT LEVY', kind: 'fund' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONTRIBUTION_KIND_EXISTS');
  });

  it('refuses closing savings, or giving it one expected amount', async () => {
    const savings = (await kinds())[0]!;
    expect((await api().patch(`/contribution-kinds/${savings.id}`, { active: false })).statusCode).toBe(422);
    expect(
      (await api().patch(`/contribution-kinds/${savings.id}`, { expected_amount: 100 })).statusCode,
    ).toBe(422);
    expect((await api().patch(`/contribution-kinds/${savings.id}`, {})).statusCode).toBe(422);
    expect((await api().patch('/contribution-kinds/2147483648', { name: 'X' })).statusCode).toBe(404);
    expect((await api().patch('/contribution-kinds/99999', { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a CONTRIBUTION item without its kind, a kind on another item, and an unknown kind', async () => {
    const item = (extra: Record<string, unknown>) =>
      body(wanjiru.id, [{ transaction_amount: 10, ...extra } as never]);
    const cases = [
      item({ transaction_type: 'CONTRIBUTION' }),
      item({ transaction_type: 'SAVING', contribution_kind_id: 1 }),
      item({ transaction_type: 'CONTRIBUTION', contribution_kind_id: 99999 }),
      item({ transaction_type: 'CONTRIBUTION', contribution_kind_id: 2147483648 }),
      item({ transaction_type: 'CONTRIBUTION', contribution_kind_id: 'one' }),
    ];
    const before = (await api().get('/transactions')).json().pagination.total;
    for (const payload of cases) {
      const res = await api().post('/create-transaction', payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(JSON.stringify(res.json())).toContain('contribution_kind_id');
    }
    expect((await api().get('/transactions')).json().pagination.total).toBe(before);
  });
});

describe('a member who leaves', () => {
  it('takes their savings kinds with their savings, and leaves what they paid into a fund', async () => {
    const list = await kinds();
    const shares = list.find((k) => k.name === 'Share capital')!;
    const welfare = list.find((k) => k.name === 'Welfare')!;
    const id = await pay(otieno, [
      { transaction_type: 'SAVING', transaction_amount: 200 },
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: shares.id, transaction_amount: 700 },
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: welfare.id, transaction_amount: 100 },
    ]);
    await approve(id);
    await approve(id, 'savings');
    const preview = await api().get(`/members/${otieno.id}/exit`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ savings: 900, refund: 900 });
    const res = await api().post(`/members/${otieno.id}/exit`, {
      date: clock.today(),
      account_id: await systemAccountId(ctx.database.db, 'cash'),
      reason: 'Moved to Mombasa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 900, status: 'inactive' });
    expect(await partsOf(otieno, treasurer)).toMatchObject({ Savings: 0, 'Share capital': 0, Welfare: 100 });
    await expectBalancesReconcile(ctx);
  });
});
