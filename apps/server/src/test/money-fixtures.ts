import { expect } from 'vitest';
import { findBalanceDifferences } from '../modules/books/balance-check.js';
import { findKeptFigureDifferences } from '../modules/transactions/kept-figures.js';
import type { SignedIn, TestContext } from './app.js';
import { as } from './http.js';

/** Opens a savings account for a member through the API. */
export async function openSavings(ctx: TestContext, admin: SignedIn, userId: number, amount = 0) {
  const res = await as(ctx, admin).post('/add-saving', {
    user_id: userId,
    amount_saved: amount,
    expected_saving: 30000,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Issues a long-term loan out of Cash on hand, into which the loan's amount was first brought (`bringCashIn`). */
export async function issueLongTermLoan(
  ctx: TestContext,
  admin: SignedIn,
  userId: number,
  amount: number,
  date: string,
) {
  await bringCashIn(ctx, admin, amount, { date });
  const res = await as(ctx, admin).post('/addloan', {
    user_id: userId,
    loan_amount: amount,
    date_issued: date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { loan_id: number };
}

/** Issues a short-term loan out of Cash on hand, into which the principal was first brought (`bringCashIn`). */
export async function issueShortTermLoan(
  ctx: TestContext,
  admin: SignedIn,
  userId: number,
  principal: number,
  date: string,
) {
  await bringCashIn(ctx, admin, principal, { date });
  const res = await as(ctx, admin).post('/addshorttermloan', {
    user_id: userId,
    principal,
    date_issued: date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { loan_id: number };
}

export interface Item {
  transaction_type: 'SAVING' | 'LTL' | 'STL';
  transaction_amount: number;
  extra?: string;
}

export function body(userId: number, items: Item[], extra: Record<string, unknown> = {}) {
  const cents = items.reduce((sum, item) => sum + Math.round(item.transaction_amount * 100), 0);
  return { user_id: userId, total_payed: cents / 100, transaction_items: items, ...extra };
}

export async function submit(ctx: TestContext, who: SignedIn, userId: number, items: Item[]) {
  const res = await as(ctx, who).post('/create-transaction', body(userId, items));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { transaction_id: number }).transaction_id;
}

export async function expectBalancesReconcile(ctx: TestContext) {
  expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  expect(await findKeptFigureDifferences(ctx.database.db)).toEqual([]);
}

/**
 * An admin records a member's repayment of `amount` on their short-term (`STL`) or long-term
 * (`LTL`) loan, dated `date`, and approves it; answers the transaction's id.
 */
export async function payLoan(
  ctx: TestContext,
  admin: SignedIn,
  payment: { who: SignedIn; amount: number; date: string; type?: 'STL' | 'LTL' },
) {
  const { who, amount, date, type = 'STL' } = payment;
  const created = await as(ctx, admin).post(
    '/create-transaction',
    body(who.id, [{ transaction_type: type, transaction_amount: amount }], { transaction_date: date }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().transaction_id as number;
  const kind = type === 'STL' ? 'short-long' : 'loan-long';
  const res = await as(ctx, admin).patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** An admin sets the group's fines, a fixed late fine (PATCH /settings), which must be accepted. */
export async function setFines(
  ctx: TestContext,
  admin: SignedIn,
  fines: { late_fine_amount: number; missed_contribution_fine: number },
) {
  const res = await as(ctx, admin).patch('/settings', { late_fine_kind: 'fixed', ...fines });
  expect(res.statusCode).toBe(200);
}

/** The books id of Cash on hand, as the money accounts' list answers it. */
export async function cashOnHandId(ctx: TestContext, admin: SignedIn): Promise<number> {
  const res = await as(ctx, admin).get('/books/accounts?money=true');
  expect(res.statusCode, res.body).toBe(200);
  const accounts = res.json().accounts as { id: number; name: string }[];
  const cash = accounts.find((account) => account.name === 'Cash on hand');
  if (!cash) throw new Error('Cash on hand is not among the money accounts');
  return cash.id;
}

/**
 * Brings `amount` KES into Cash on hand through the API, as money must reach the box before a loan
 * is paid out of it (docs/decisions/money-accounts.md, "No money account below zero"): a saving of
 * `saver` (the admin unless named), dated `date` (today unless given), entered and approved into
 * Cash on hand. Opens the saver's savings account first when they have none.
 */
export async function bringCashIn(
  ctx: TestContext,
  admin: SignedIn,
  amount: number,
  options: { saver?: number; date?: string } = {},
): Promise<number> {
  const api = as(ctx, admin);
  const saver = options.saver ?? admin.id;
  const opened = await api.post('/add-saving', { user_id: saver, amount_saved: 0, expected_saving: 30000 });
  expect([201, 409], opened.body).toContain(opened.statusCode);
  const items: Item[] = [{ transaction_type: 'SAVING', transaction_amount: amount }];
  const dated = options.date === undefined ? {} : { transaction_date: options.date };
  const created = await api.post('/create-transaction', body(saver, items, dated));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().transaction_id as number;
  const account = await cashOnHandId(ctx, admin);
  const res = await api.patch(`/transactions/savings/${id}/status`, {
    status: 'Approved',
    account_id: account,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
