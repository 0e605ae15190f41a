import { settableClock } from '@links/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryKeys } from '../../test/journal-rows.js';
import { body, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { countRows } from '../../test/money-rows.js';
import { usePeopleApp } from '../../test/scene.js';
import { buildShareOutYear, paid, type ShareOutYear } from '../../test/share-out-scenario.js';

const CLOSED = 'This period is closed';

/** Every table and the journal as they were: a refused event wrote nothing, not even half of itself. */
async function expectNothingWritten(
  ctx: TestContext,
  attempt: () => Promise<{ statusCode: number; body: string }>,
) {
  const before = { rows: await countRows(ctx.database.db), keys: await entryKeys(ctx.database.db) };
  const res = await attempt();
  expect(res.statusCode, res.body).toBe(422);
  expect(JSON.parse(res.body)).toMatchObject({ message: CLOSED, code: 'PERIOD_CLOSED' });
  expect({ rows: await countRows(ctx.database.db), keys: await entryKeys(ctx.database.db) }).toEqual(before);
}

/** Today stands still for the file: the share-out takes its dates from this clock. */
const clock = settableClock();

describe('after last year is shared out, nothing dated in it can be entered', () => {
  let ctx: TestContext;
  let s: ShareOutYear;
  usePeopleApp(
    {},
    async (scene) => {
      ({ ctx } = scene);
      s = await buildShareOutYear(ctx, clock.today());
      const res = await as(ctx, s.admin).post('/share-outs', {
        from: s.from,
        to: s.to,
        method: 'proportional',
        payout: 'to_savings',
      });
      expect(res.statusCode, res.body).toBe(201);
    },
    { clock },
  );

  it('refuses a back-dated payment at entry, before it could wait for approval', async () => {
    const api = as(ctx, s.admin);
    const items = [{ transaction_type: 'SAVING' as const, transaction_amount: 500 }];
    await expectNothingWritten(ctx, () =>
      api.post('/create-transaction', body(s.achieng.id, items, { transaction_date: s.to })),
    );
    await expectNothingWritten(ctx, () =>
      as(ctx, s.achieng).post('/create-transaction', body(s.achieng.id, items, { transaction_date: s.to })),
    );
    expect((await paid(ctx, s.admin, s.baraka.id, `${s.year}-06-01`, items[0]!)).statusCode).toBe(422);
  });

  it('refuses a meeting dated in the closed year (docs/decisions/meetings.md, "A meeting")', async () => {
    await expectNothingWritten(ctx, () => as(ctx, s.admin).post('/meetings', { date: s.to }));
  });

  it('refuses a back-dated loan and a back-dated transfer', async () => {
    const api = as(ctx, s.admin);
    await expectNothingWritten(ctx, () =>
      api.post('/addloan', { user_id: s.achieng.id, loan_amount: 1_000, date_issued: `${s.year}-12-15` }),
    );
    await expectNothingWritten(ctx, () =>
      api.post('/addshorttermloan', {
        user_id: s.baraka.id,
        principal: 1_000,
        date_issued: `${s.year}-01-02`,
      }),
    );
    const cash = (await api.get('/books/accounts?money=true')).json().accounts[0].id;
    await expectNothingWritten(ctx, () =>
      api.post('/books/transfers', {
        from_account_id: cash,
        to_account_id: s.equity,
        amount: 100,
        date: s.to,
      }),
    );
  });

  it('still takes events dated after the closed period', async () => {
    const api = as(ctx, s.admin);
    const cash = (await api.get('/books/accounts?money=true')).json().accounts[0].id;
    const transfer = await api.post('/books/transfers', {
      from_account_id: cash,
      to_account_id: s.equity,
      amount: 100,
      date: clock.today(),
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const saving = { transaction_type: 'SAVING' as const, transaction_amount: 250 };
    expect((await paid(ctx, s.admin, s.chebet.id, clock.today(), saving)).statusCode).toBe(200);
    await expectBalancesReconcile(ctx);
  });
});

describe('a share-out through today closes today', () => {
  let ctx: TestContext;
  let admin: SignedIn;
  let wanjiru: SignedIn;
  let equityBankId: number;
  let today: string;
  beforeAll(async () => {
    ctx = await createTestApp({}, { clock });
    today = clock.today();
    admin = await signUp(ctx, 'admin');
    wanjiru = await signUp(ctx, 'member', { firstname: 'Wanjiru', lastname: 'Kamau' });
    const otieno = await signUp(ctx, 'member', { firstname: 'Otieno', lastname: 'Ouma' });
    await openSavings(ctx, admin, wanjiru.id);
    const api = as(ctx, admin);
    equityBankId = (await api.post('/create-bank-account', { name: 'Equity Bank', amount: 15_000 })).json()
      .account_id;
    // Paid out of the bank: Cash on hand holds nothing yet (docs/decisions/money-accounts.md).
    const loan = await api.post('/addloan', {
      user_id: otieno.id,
      loan_amount: 10_000,
      date_issued: today,
      account_id: equityBankId,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const installment = {
      transaction_type: 'LTL' as const,
      transaction_amount: loan.json().installment_amount,
    };
    expect((await paid(ctx, admin, otieno.id, today, installment)).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('has nothing to share by while no member has savings', async () => {
    const res = await as(ctx, admin).post('/share-outs/preview', {
      from: today,
      to: today,
      method: 'proportional',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Nothing to share by: no member had savings in the period');
  });

  it('then shares today’s interest, and refuses every money event dated today', async () => {
    const api = as(ctx, admin);
    const saving = { transaction_type: 'SAVING' as const, transaction_amount: 1_000 };
    expect((await paid(ctx, admin, wanjiru.id, today, saving)).statusCode).toBe(200);
    const res = await api.post('/share-outs', {
      from: today,
      to: today,
      method: 'time_weighted',
      payout: 'to_savings',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().members).toEqual([
      { user_id: wanjiru.id, name: 'Wanjiru Kamau', basis: 1_000, share: 100, withholding: 0, net: 100 },
    ]);

    await expectNothingWritten(ctx, () =>
      api.post('/create-expense', { account_id: equityBankId, amount: 50, comment_type: 'Meeting' }),
    );
    await expectNothingWritten(ctx, () => api.post('/create-bank-account', { name: 'KCB', amount: 100 }));
    const newcomer = await signUp(ctx, 'member', { firstname: 'Njeri' });
    await expectNothingWritten(ctx, () =>
      api.post('/add-saving', { user_id: newcomer.id, amount_saved: 500, expected_saving: 30_000 }),
    );
    await expectNothingWritten(ctx, () =>
      api.post('/create-user-account', {
        firstname: 'Kamau',
        lastname: 'Wekesa',
        email: 'kamau@closed.test',
        password: 'Chama-Pesa-7x!',
        initial_savings: 500,
      }),
    );
    await expectNothingWritten(ctx, () => paid(ctx, admin, wanjiru.id, today, saving));
    const banks = (await api.get('/all-bank-accounts')).json().accounts;
    expect(banks).toEqual([{ account_id: equityBankId, name: 'Equity Bank', amount: 5_000 }]);
    await expectBalancesReconcile(ctx);
  });
});
