import { describe, expect, it } from 'vitest';
import { type Callers, OWNER_OR_ADMIN, send, statusesFor } from '../../test/access.js';
import { replaceOfficialsPassword, type TestContext } from '../../test/app.js';
import { buildScenario, type Scenario } from '../../test/books-scenario.js';
import { usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let s: Scenario;
usePeopleApp({ admin: 'admin' }, async (scene) => {
  const { admin } = scene;
  ({ ctx } = scene);
  s = await buildScenario(ctx, admin);
  const signIn = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email, password: 'Chama-Pesa-7x!' },
      remoteAddress: `10.9.0.${email.length}`,
    });
    const answer = res.json();
    await replaceOfficialsPassword(ctx, answer);
    return {
      ...answer,
      id: answer.user.users_id,
      headers: { authorization: `Bearer ${answer.access_token}` },
    };
  };
  callers = {
    admin,
    member: await signIn('wanjiru@books.test'),
    otherMember: await signIn('otieno@books.test'),
  };
});

describe('GET /statements/{userId}', () => {
  it('is for the member and admins', async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/statements/${s.wanjiru}`)).toEqual(OWNER_OR_ADMIN);
  });

  it('states the year’s savings and loan movements with running balances, to the cent', async () => {
    const res = await send(ctx, callers.member, 'GET', `/statements/${s.wanjiru}`);
    const statement = res.json();
    const year = s.today.slice(0, 4);
    expect(statement).toMatchObject({
      group_name: 'Test Group',
      member: {
        user_id: s.wanjiru,
        firstname: 'Wanjiru',
        lastname: 'Test',
        email: 'wanjiru@books.test',
        member_number: expect.stringMatching(/^M\d{3}$/),
      },
      from: `${year}-01-01`,
      to: s.today,
      savings: {
        opening_balance: 0,
        closing_balance: 3_500,
        movements: [
          { date: s.today, description: 'Opening savings balance', amount: 2_000, balance: 2_000 },
          {
            date: s.today,
            description: expect.stringMatching(/^Saving, transaction TRN-\d+$/),
            amount: 1_500,
            balance: 3_500,
          },
        ],
      },
    });
    const loanRow = (await send(ctx, callers.member, 'GET', `/loans/user/${s.wanjiru}`)).json().loans[0];
    expect(statement.loans).toEqual([
      {
        loan_id: s.loanId,
        kind: 'long_term',
        loan_amount: 6_000,
        issued_on: s.today,
        opening_owed: 0,
        closing_owed: 5_777.56,
        amount_due: loanRow.amount_due,
        status: 'Uncleared',
        movements: [
          {
            date: s.today,
            description: `Long-term loan #${s.loanId} issued`,
            amount: 6_000,
            principal: 6_000,
            interest: 0,
            balance: 6_000,
            entry_id: expect.any(Number),
            dispute: null,
          },
          {
            date: s.today,
            description: expect.stringMatching(/repayment/),
            amount: 282.44,
            principal: 222.44,
            interest: 60,
            balance: 5_777.56,
            entry_id: expect.any(Number),
            dispute: null,
          },
        ],
      },
    ]);
    expect(loanRow.principal).toBe(5_777.56);
  });

  it('carries what came before the period into its opening balance', async () => {
    const year = s.today.slice(0, 4);
    const res = await send(ctx, callers.otherMember, 'GET', `/statements/${s.otieno}?from=${year}-04-01`);
    expect(res.json().savings).toEqual({ opening_balance: 3_000, closing_balance: 3_000, movements: [] });
    expect(res.json().loans).toEqual([]);
    const march = await send(
      ctx,
      callers.admin,
      'GET',
      `/statements/${s.otieno}?from=${year}-03-01&to=${year}-03-31`,
    );
    expect(march.json().savings.movements).toHaveLength(1);
  });

  it('downloads as CSV with the member and the period', async () => {
    const res = await send(ctx, callers.member, 'GET', `/statements/${s.wanjiru}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-wanjiru-test-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toContain('Wanjiru Test');
    expect(res.body).toContain('282.44');
    expect(res.body).toContain('5777.56');
  });

  it('downloads as a PDF', async () => {
    const res = await send(ctx, callers.admin, 'GET', `/statements/${s.wanjiru}?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
  });

  it.each([
    ['?from=2026-05-01&to=2026-04-01', 422],
    ['?from=2026-02-30', 422],
    ['?format=xml', 422],
  ])('refuses %s', async (query, status) => {
    const res = await send(ctx, callers.admin, 'GET', `/statements/${s.wanjiru}${query}`);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown member or an id beyond the integer range, 422 for one that is no id', async () => {
    expect((await send(ctx, callers.admin, 'GET', '/statements/999999')).statusCode).toBe(404);
    expect((await send(ctx, callers.admin, 'GET', '/statements/99999999999')).statusCode).toBe(404);
    expect((await send(ctx, callers.admin, 'GET', '/statements/abc')).statusCode).toBe(422);
  });
});
