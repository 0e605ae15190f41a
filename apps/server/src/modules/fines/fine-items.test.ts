import { settableClock } from '@links/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body, expectBalancesReconcile, issueLongTermLoan, openSavings } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { chargeFine, finesJobContext } from './fines.service.js';

/**
 * docs/decisions/lending.md, "Paying fines": a member pays their fines directly with a FINE item,
 * oldest first, into Fines; never more than they owe; a reversal makes exactly those fines owed again,
 * and a loan repayment's reversal never takes back what a FINE item paid.
 */
const clock = settableClock('2026-05-20T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let charged = 0;

usePeopleApp(
  { amina: named('Amina Chair', 'admin'), wanjiru: named('Wanjiru Kamau'), baraka: named('Baraka Mwangi') },
  async (scene) => {
    ({ ctx, amina, wanjiru, baraka } = scene);
    await openSavings(ctx, amina, wanjiru.id, 50_000);
  },
  { clock },
);

async function fine(who: SignedIn, amount: number, chargedOn: string, loanId: number | null = null) {
  charged += 1;
  await runInGroup(1, () =>
    chargeFine(
      ctx.database.db,
      {
        chargeKey: `fine-items-test:${charged}`,
        userId: who.id,
        loanId,
        kind: loanId === null ? 'attendance' : 'late_installment',
        period: `test:${charged}`,
        chargedOn,
        amountCents: amount * 100,
      },
      finesJobContext(new Date()),
    ),
  );
}

const finesOf = async (who: SignedIn) =>
  (
    (await as(ctx, amina).get(`/fines?per_page=100&user_id=${who.id}`)).json().fines as {
      amount: number;
      paid: number;
      charged_on: string;
    }[]
  ).sort((a, b) => a.charged_on.localeCompare(b.charged_on));
const payFines = async (who: SignedIn, amount: number) => {
  const made = await as(ctx, amina).post(
    '/create-transaction',
    body(who.id, [{ transaction_type: 'FINE', transaction_amount: amount }] as never),
  );
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().transaction_id as number;
  const approved = await as(ctx, amina).patch(`/transactions/fines/${id}/status`, { status: 'Approved' });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
};

describe('paying fines with a FINE item', () => {
  beforeAll(async () => {
    await fine(wanjiru, 200, '2026-03-07');
    await fine(wanjiru, 100, '2026-04-04');
  });

  it('pays the oldest fine first, into Fines', async () => {
    await payFines(wanjiru, 250);
    expect((await finesOf(wanjiru)).map((f) => [f.amount, f.paid])).toEqual([
      [200, 200],
      [100, 50],
    ]);
    const income = (await as(ctx, amina).get('/books/income-statement?from=2026-01-01&to=2026-12-31')).json();
    expect(income.income.find((line: { code: string }) => line.code === '4100').amount).toBe(250);
    await expectBalancesReconcile(ctx);
  });

  it('refuses more than the member owes in fines, or any when they owe none, writing nothing', async () => {
    const before = (await as(ctx, amina).get('/transactions')).json().pagination.total;
    const above = await as(ctx, amina).post(
      '/create-transaction',
      body(wanjiru.id, [{ transaction_type: 'FINE', transaction_amount: 50.01 }] as never),
    );
    expect(above.statusCode).toBe(422);
    expect(above.json().code).toBe('FINE_ABOVE_OWED');
    const none = await as(ctx, baraka).post(
      '/create-transaction',
      body(baraka.id, [{ transaction_type: 'FINE', transaction_amount: 10 }] as never),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('NO_FINES_OWED');
    expect((await as(ctx, amina).get('/transactions')).json().pagination.total).toBe(before);
  });

  it('is decided by its own path, which members cannot use', async () => {
    const made = await as(ctx, wanjiru).post(
      '/create-transaction',
      body(wanjiru.id, [{ transaction_type: 'FINE', transaction_amount: 50 }] as never),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().transaction_id;
    expect(
      (await as(ctx, wanjiru).patch(`/transactions/fines/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(403);
    const rejected = await as(ctx, amina).patch(`/transactions/fines/${id}/status`, {
      status: 'Rejected',
      reason: 'Paid in cash already',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('is reversed by making exactly the fines it paid owed again', async () => {
    const id = await payFines(wanjiru, 50);
    expect((await finesOf(wanjiru)).map((f) => f.paid)).toEqual([200, 100]);
    const reversed = await as(ctx, amina).post(`/transactions/${id}/reversal`, { reason: 'Wrong member' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect((await finesOf(wanjiru)).map((f) => f.paid)).toEqual([200, 50]);
    await expectBalancesReconcile(ctx);
  });

  it('is never taken back by the reversal of a loan repayment that paid older fines', async () => {
    const { loan_id: loanId } = await issueLongTermLoan(ctx, amina, baraka.id, 10_000, '2026-01-05');
    await fine(baraka, 300, '2026-02-05', loanId);
    // A repayment pays the loan's fine first; then a FINE item pays a newer fine of no loan.
    const made = await as(ctx, amina).post(
      '/create-transaction',
      body(baraka.id, [{ transaction_type: 'LTL', transaction_amount: 1_000 }] as never),
    );
    expect(made.statusCode, made.body).toBe(201);
    const repayment = made.json().transaction_id;
    expect(
      (await as(ctx, amina).patch(`/transactions/loan-long/${repayment}/status`, { status: 'Approved' }))
        .statusCode,
    ).toBe(200);
    await fine(baraka, 80, '2026-05-02');
    const fineItem = await payFines(baraka, 80);
    const reversed = await as(ctx, amina).post(`/transactions/${repayment}/reversal`, { reason: 'Bounced' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect((await finesOf(baraka)).map((f) => [f.amount, f.paid])).toEqual([
      [300, 0],
      [80, 80],
    ]);
    const again = await as(ctx, amina).post(`/transactions/${fineItem}/reversal`, { reason: 'Wrong member' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await finesOf(baraka)).map((f) => f.paid)).toEqual([0, 0]);
    await expectBalancesReconcile(ctx);
  });
});
