import { settableClock } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { useApp } from '../../test/scene.js';

/**
 * docs/decisions/meetings.md, "Kinds of contribution on the sheet": a column for each open kind
 * besides savings, pre-filled with what each member is expected to bring of it, saved, submitted as
 * CONTRIBUTION items and approved into each kind's account; the minutes name each kind.
 */
const clock = settableClock('2026-05-12T09:00:00+03:00');
let ctx: TestContext;
let treasurer: SignedIn;
let amina: SignedIn;
let baraka: SignedIn;
let welfare: number;
let shares: number;

useApp(
  async (context) => {
    ctx = context;
    treasurer = await signUp(ctx, 'admin', {
      firstname: 'Grace',
      lastname: 'Treasurer',
      office: 'treasurer',
    });
    amina = await signUp(ctx, 'member', { firstname: 'Amina', lastname: 'Said' });
    baraka = await signUp(ctx, 'member', { firstname: 'Baraka', lastname: 'Otieno' });
    for (const who of [treasurer, amina, baraka]) await openSavings(ctx, treasurer, who.id);
    const kind = async (input: Record<string, unknown>) => {
      const res = await as(ctx, treasurer).post('/contribution-kinds', input);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().contribution_kind.id as number;
    };
    welfare = await kind({ name: 'Welfare fund', kind: 'fund', expected_amount: 200 });
    shares = await kind({
      name: 'Share capital',
      kind: 'savings',
      expected_amount: 500,
      expected_every: 'meeting',
    });
    // Amina paid 50 of May's welfare already.
    const paid = await as(ctx, treasurer).post(
      '/create-transaction',
      body(
        amina.id,
        [
          {
            transaction_type: 'CONTRIBUTION',
            contribution_kind_id: welfare,
            transaction_amount: 50,
          } as never,
        ],
        {
          transaction_date: '2026-05-02',
        },
      ),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const approved = await as(ctx, treasurer).patch(
      `/transactions/contributions/${paid.json().transaction_id}/status`,
      {
        status: 'Approved',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
  },
  () => undefined,
  { clock, timeout: 120_000 },
);

const api = () => as(ctx, treasurer);
type Row = {
  user_id: number;
  contributions: { contribution_kind_id: number; amount: number; expected: number }[];
};
const kindsOf = (rows: Row[], who: SignedIn) =>
  Object.fromEntries(
    rows
      .find((row) => row.user_id === who.id)!
      .contributions.map((c) => [c.contribution_kind_id, [c.amount, c.expected]]),
  );

describe('kinds of contribution on the meeting sheet', () => {
  let id: number;

  beforeAll(async () => {
    const res = await api().post('/meetings', { date: '2026-05-09' });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().meeting_id;
  });

  it('has a column for each open kind, pre-filled with what is left to bring', async () => {
    const sheet = (await api().get(`/meetings/${id}`)).json();
    expect(sheet.kinds).toEqual([
      { contribution_kind_id: shares, name: 'Share capital' },
      { contribution_kind_id: welfare, name: 'Welfare fund' },
    ]);
    expect(kindsOf(sheet.rows, amina)).toEqual({ [shares]: [500, 500], [welfare]: [150, 150] });
    expect(kindsOf(sheet.rows, baraka)).toEqual({ [shares]: [500, 500], [welfare]: [200, 200] });
    expect(sheet.totals.contributions).toEqual([
      { contribution_kind_id: shares, amount: 1500 },
      { contribution_kind_id: welfare, amount: 550 },
    ]);
  });

  it('saves a row’s kinds, a kind left out being 0, and refuses a kind that is not a column', async () => {
    const row = (contributions: unknown) => ({
      entries: [
        { user_id: baraka.id, attendance: 'present', saving: 0, long_term: 0, short_term: 0, contributions },
      ],
    });
    const saved = await api().put(
      `/meetings/${id}/entries`,
      row([{ contribution_kind_id: welfare, amount: 300 }]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(kindsOf(saved.json().rows, baraka)).toEqual({ [shares]: [0, 500], [welfare]: [300, 200] });
    const savingsKind = (await api().get('/contribution-kinds')).json().contribution_kinds[0].id;
    for (const [bad, field] of [
      [[{ contribution_kind_id: savingsKind, amount: 10 }], 'entries.0.contributions.0.contribution_kind_id'],
      [[{ contribution_kind_id: 99999, amount: 10 }], 'entries.0.contributions.0.contribution_kind_id'],
      [[{ contribution_kind_id: welfare, amount: -1 }], 'amount'],
      [
        [
          { contribution_kind_id: welfare, amount: 1 },
          { contribution_kind_id: welfare, amount: 2 },
        ],
        'contribution_kind_id',
      ],
      ['lots', 'contributions'],
    ] as const) {
      const res = await api().put(`/meetings/${id}/entries`, row(bad));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(field);
    }
    // Nothing of the refused saves was written.
    expect(kindsOf((await api().get(`/meetings/${id}`)).json().rows, baraka)).toEqual({
      [shares]: [0, 500],
      [welfare]: [300, 200],
    });
  });

  it('submits each kind as a CONTRIBUTION item and approves it into the kind’s account', async () => {
    const submitted = await api().post(`/meetings/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const barakaRow = submitted.json().rows.find((row: { user_id: number }) => row.user_id === baraka.id);
    const transaction = (await api().get(`/transactions/${barakaRow.transaction_id}`)).json().transaction;
    expect(
      transaction.transaction_types.map(
        (i: { type: string; amount: number; contribution_kind_id: number | null }) => [
          i.type,
          i.amount,
          i.contribution_kind_id,
        ],
      ),
    ).toEqual([['CONTRIBUTION', 300, welfare]]);
    expect(transaction.total_payed).toBe(300);
    const approved = await api().post(`/meetings/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const parts = (await api().get(`/users/${amina.id}/contributions`)).json().contributions;
    expect(
      Object.fromEntries(parts.map((c: { name: string; total: number }) => [c.name, c.total])),
    ).toMatchObject({
      'Share capital': 500,
      'Welfare fund': 200,
    });
    const kinds = (await api().get('/contribution-kinds')).json().contribution_kinds;
    expect(
      Object.fromEntries(kinds.map((k: { name: string; balance: number }) => [k.name, k.balance])),
    ).toMatchObject({
      'Share capital': 1000,
      'Welfare fund': 50 + 150 + 300 + 200,
    });
    await expectBalancesReconcile(ctx);
  });

  it('names each kind in the minutes’ money received', async () => {
    const minutes = (await as(ctx, amina).get(`/meetings/${id}/minutes`)).json();
    expect(minutes.received.contributions).toEqual([
      { contribution_kind_id: shares, name: 'Share capital', amount: 1000 },
      { contribution_kind_id: welfare, name: 'Welfare fund', amount: 650 },
    ]);
    const list = (await api().get('/meetings')).json().meetings[0];
    expect(list.total).toBe(minutes.received.total);
  });
});
