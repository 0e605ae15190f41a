import { todayInGroupZone } from '@links/domain';
import { expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { bringCashIn, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { countRows } from '../../test/money-rows.js';
import { named, type PeopleScene, usePeopleApp } from '../../test/scene.js';

// docs/decisions/money-accounts.md, "No money account below zero": Cash on hand included.
let ctx: TestContext;
const today = todayInGroupZone();
const PEOPLE = {
  admin: 'admin',
  saver: named('Kamau Saver'),
  borrower: named('Wanjiru Borrower'),
  other: named('Otieno Other'),
} as const;
let people: PeopleScene<typeof PEOPLE>;

usePeopleApp(PEOPLE, async (signedUp) => {
  people = signedUp;
  ctx = signedUp.ctx;
  await bringCashIn(ctx, signedUp.admin, 12_345.67, { saver: signedUp.saver.id });
  // Brought in against Opening balances: no cash.
  await openSavings(ctx, signedUp.admin, signedUp.other.id, 1_000);
});

async function cashOnHand(): Promise<number> {
  const res = await as(ctx, people.admin).get('/books/accounts?money=true');
  const accounts = res.json().accounts as { name: string; balance: number }[];
  return accounts.find((account) => account.name === 'Cash on hand')!.balance;
}

const refusal = (balance: string) => ({
  message: `Insufficient funds in Cash on hand: balance KES ${balance}.`,
  code: 'INSUFFICIENT_FUNDS',
  fields: { account_id: `Insufficient funds in Cash on hand: balance KES ${balance}.` },
});

it('refuses a loan one cent above Cash on hand with the balance, writing nothing; the whole of it leaves 0', async () => {
  const api = as(ctx, people.admin);
  expect(await cashOnHand()).toBe(12_345.67);
  const before = await countRows(ctx.database.db);
  const long = await api.post('/addloan', {
    user_id: people.borrower.id,
    loan_amount: 12_345.68,
    date_issued: today,
  });
  expect(long.statusCode, long.body).toBe(422);
  expect(long.json()).toMatchObject(refusal('12,345.67'));
  const short = await api.post('/addshorttermloan', {
    user_id: people.borrower.id,
    principal: 12_345.68,
    date_issued: today,
  });
  expect(short.statusCode, short.body).toBe(422);
  expect(short.json()).toMatchObject(refusal('12,345.67'));
  expect(await countRows(ctx.database.db)).toEqual(before);
  expect(await cashOnHand()).toBe(12_345.67);

  const issued = await api.post('/addloan', {
    user_id: people.borrower.id,
    loan_amount: 12_345.67,
    date_issued: today,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  expect(await cashOnHand()).toBe(0);
  const nothingLeft = await api.post('/addshorttermloan', {
    user_id: people.other.id,
    principal: 0.01,
    date_issued: today,
  });
  expect(nothingLeft.statusCode).toBe(422);
  expect(nothingLeft.json()).toMatchObject(refusal('0.00'));
  await expectBalancesReconcile(ctx);
});

it('refuses an approved application the box cannot pay, and still brings the wizard’s loans in', async () => {
  const api = as(ctx, people.admin);
  const applied = await as(ctx, people.other).post('/loan-applications', {
    kind: 'short_term',
    amount: 500,
    purpose: 'Seeds',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().application_id as number;
  const before = await countRows(ctx.database.db);
  const approved = await api.patch(`/loan-applications/${id}`, { decision: 'Approved' });
  expect(approved.statusCode, approved.body).toBe(422);
  expect(approved.json()).toMatchObject({ message: refusal('0.00').message });
  expect(await countRows(ctx.database.db)).toEqual(before);
  // A loan brought in by the wizard (against Opening balances) moves no cash.
  const wizard = await api.post('/create-user-account', {
    firstname: 'Achieng',
    lastname: 'Atieno',
    email: 'achieng@cash.test',
    password: 'Chama-Pesa-7x!',
    stl_principal: 3_000,
    stl_date_issued: today,
  });
  expect(wizard.statusCode, wizard.body).toBe(201);
  expect(await cashOnHand()).toBe(0);
  await expectBalancesReconcile(ctx);
});
