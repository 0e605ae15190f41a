import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signInAgain, type TestContext } from './test/app.js';
import { as } from './test/http.js';
import { body, openSavings } from './test/money-fixtures.js';
import { usePeopleApp } from './test/scene.js';

/**
 * docs/decisions/clock.md, "Time and background work": every "today" of the server is the clock buildApp was
 * given.
 */
const clock = settableClock('2025-03-10');
let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
usePeopleApp(
  { admin: 'admin', member: 'member' },
  async (scene) => {
    ({ ctx, admin, member } = scene);
    await openSavings(ctx, admin, member.id, 100);
  },
  { clock },
);

const saving = (extra: Record<string, unknown> = {}) =>
  body(member.id, [{ transaction_type: 'SAVING', transaction_amount: 50 }], extra);

async function transactionDate(id: number) {
  const res = await as(ctx, admin).get(`/transactions/${id}`);
  return (res.json() as { transaction: { transaction_date: string } }).transaction.transaction_date;
}

/** The admin (as signed in now) submits a saving for the member, `overrides` on top. */
const submitSaving = (overrides?: Record<string, unknown>) =>
  as(ctx, admin).post('/create-transaction', saving(overrides));

describe('one clock for the whole server', () => {
  it('dates a transaction, refuses the future and defaults reports by the clock, and moves with it', async () => {
    const first = await submitSaving();
    expect(first.statusCode, first.body).toBe(201);
    expect(await transactionDate(first.json().transaction_id)).toBe('2025-03-10');

    const tomorrow = await submitSaving({ transaction_date: '2025-03-11' });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().message).toBe('The date cannot be in the future');
    const loan = await as(ctx, admin).post('/addloan', {
      user_id: member.id,
      loan_amount: 1000,
      date_issued: '2025-03-11',
    });
    expect(loan.json().fields).toEqual({ date_issued: 'date_issued must not be in the future' });
    expect((await as(ctx, admin).get('/books/trial-balance')).json().as_of).toBe('2025-03-10');

    clock.advanceDays(1);
    // Access tokens live 15 minutes of the same clock: a day later, sign in again.
    admin = await signInAgain(ctx, admin);
    const later = await submitSaving();
    expect(later.statusCode, later.body).toBe(201);
    expect(await transactionDate(later.json().transaction_id)).toBe('2025-03-11');
    const dated = await submitSaving({ transaction_date: '2025-03-11' });
    expect(dated.statusCode, dated.body).toBe(201);
    expect((await as(ctx, admin).get('/books/trial-balance')).json().as_of).toBe('2025-03-11');

    clock.set('2025-05-02');
    admin = await signInAgain(ctx, admin);
    expect((await as(ctx, admin).get('/reports/monthly-collections')).json().current_month).toBe('2025-05');
    const statement = await as(ctx, admin).get(`/statements/${member.id}`);
    expect(statement.json()).toMatchObject({ from: '2025-01-01', to: '2025-05-02' });
  });

  it('expires access tokens by the same clock', async () => {
    const fresh = await signInAgain(ctx, member);
    expect((await as(ctx, fresh).get('/settings')).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    const expired = await as(ctx, fresh).get('/settings');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });
});
