import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts, expenses, ledgerAccounts } from '../../db/schema.js';
import { ADMIN_ONLY, type Callers, send, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { codeOfBank, entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { bankAccountRow, countRows, pluck } from '../../test/money-rows.js';
import { CALLERS, usePeopleApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let callers: Callers;
/** Equity Bank's money account id, as `/create-bank-account` answers it; its bank account's id. */
let equityId: number;
let equityBankId: number;
usePeopleApp(CALLERS, (scene) => ({ ctx, callers } = scene));

const asAdmin = (path: string, payload?: unknown) =>
  send(ctx, callers.admin, payload === undefined ? 'GET' : 'POST', path, payload);
/** The bank account a money account id names (docs/decisions/money-accounts.md). */
async function bankIdOf(moneyAccountId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ bankAccountId: ledgerAccounts.bankAccountId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, moneyAccountId));
  return row?.bankAccountId as number;
}
const expectBalancesReconcile = async () => expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);

async function expectRefused(
  path: string,
  payload: unknown,
  status: number,
  message: string,
  field?: string,
) {
  const before = await countRows(ctx.database.db);
  const res = await asAdmin(path, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  if (field) expect(res.json().fields).toEqual({ [field]: message });
  expect(await countRows(ctx.database.db)).toEqual(before);
}

/** Pays an expense out of Equity Bank, which must be accepted. */
async function payExpense(amount: number, comment_type: string, comment: string) {
  const res = await asAdmin('/create-expense', { account_id: equityId, amount, comment_type, comment });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

describe('POST /create-bank-account', () => {
  it('opens an account with its opening amount in the books', async () => {
    const res = await asAdmin('/create-bank-account', { name: '  Equity Bank ', amount: 1500 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      account_id: expect.any(Number),
      message: 'Bank account created successfully!',
    });
    equityId = res.json().account_id;
    equityBankId = await bankIdOf(equityId);
    const db = ctx.database.db;
    const account = await bankAccountRow(db, eq(bankAccounts.id, equityBankId));
    expect(account).toMatchObject({ name: 'Equity Bank', balanceCents: 150_000 });
    // Its own account in the books, the first bank account's code, Dr it / Cr Opening balances: the
    // answer's account_id is that account's id (docs/decisions/money-accounts.md).
    const [ledger] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.bankAccountId, equityBankId));
    expect(ledger).toMatchObject({ id: equityId, code: '1101', name: 'Equity Bank', type: 'asset' });
    expect(await linesOfEntry(db, `bank-opening:${equityBankId}`)).toEqual([
      { code: '1101', debit: 150_000, credit: 0, userId: null, loanId: null },
      { code: '3000', debit: 0, credit: 150_000, userId: null, loanId: null },
    ]);
    expect(await entryOf(db, `bank-opening:${equityBankId}`)).toMatchObject({ createdBy: callers.admin.id });
    await expectBalancesReconcile();
  });

  it('opens an account at 0 without an amount, and without an entry', async () => {
    const before = await countRows(ctx.database.db);
    const res = await asAdmin('/create-bank-account', { name: 'M-Pesa Till' });
    expect(res.statusCode, res.body).toBe(201);
    const bankId = await bankIdOf(res.json().account_id);
    const account = await bankAccountRow(ctx.database.db, eq(bankAccounts.id, bankId));
    expect(account?.balanceCents).toBe(0);
    expect(await countRows(ctx.database.db)).toEqual({ ...before, bankAccounts: before.bankAccounts + 1 });
    expect(await linesOfEntry(ctx.database.db, `bank-opening:${bankId}`)).toEqual([]);
    expect(await codeOfBank(ctx.database.db, bankId)).toBe('1102');
  });

  it('refuses a name already taken, ignoring case', async () => {
    await expectRefused(
      '/create-bank-account',
      { name: 'EQUITY BANK', amount: 10 },
      409,
      'A bank account named EQUITY BANK already exists.',
    );
  });

  it.each([
    [{}, 'name', 'name is required'],
    [{ name: '   ' }, 'name', 'name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'name must be at most 100 characters'],
    [{ name: 'Co-op', amount: -1 }, 'amount', 'amount must not be negative'],
    [{ name: 'Co-op', amount: '100' }, 'amount', 'amount must be a number'],
    [{ name: 'Co-op', amount: 1.234 }, 'amount', 'amount must have at most two decimals'],
    [{ name: 'Co-op', amount: null }, 'amount', 'amount must be a number, or left out'],
    [{ name: 'Co\u0000op' }, 'name', 'name must not contain NUL characters'],
  ])('refuses %j naming the field', async (payload, field, message) => {
    await expectRefused('/create-bank-account', payload, 422, message, field);
  });

  it('is for admins only', async () => {
    const statuses = await statusesFor(ctx, callers, 'POST', '/create-bank-account', { name: 'KCB' });
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
  });
});

describe('GET /all-bank-accounts', () => {
  it('lists every account by name with its balance', async () => {
    const res = await asAdmin('/all-bank-accounts');
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts).toEqual([
      { account_id: equityId, name: 'Equity Bank', amount: 1500 },
      { account_id: expect.any(Number), name: 'KCB', amount: 0 },
      { account_id: expect.any(Number), name: 'M-Pesa Till', amount: 0 },
    ]);
  });

  it('is for admins only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', '/all-bank-accounts');
    expect(statuses).toEqual(ADMIN_ONLY);
  });
});

describe('POST /create-expense', () => {
  it('records the expense, takes it off the balance and writes the entry, together', async () => {
    const res = await payExpense(250.5, ' Transport ', 'Fare to the AGM');
    const answer = res.json();
    expect(answer).toEqual({
      expense_id: expect.any(Number),
      balance: 1249.5,
      message: 'Expense added and amount deducted successfully!',
    });
    const db = ctx.database.db;
    const [expense] = await db.select().from(expenses).where(eq(expenses.id, answer.expense_id));
    expect(expense).toMatchObject({
      bankAccountId: equityBankId,
      spentOn: ctx.app.clock.today(),
      amountCents: 25_050,
      commentType: 'Transport',
      comment: 'Fare to the AGM',
      createdBy: callers.admin.id,
    });
    // Dr the category's expense account (the first category: 5001, named as first typed), Cr the bank.
    const [category] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, '5001'));
    expect(category).toMatchObject({ name: 'Transport', type: 'expense', expenseCategory: 'transport' });
    expect(await linesOfEntry(db, `expense:${answer.expense_id}`)).toEqual([
      { code: await codeOfBank(db, equityBankId), debit: 0, credit: 25_050, userId: null, loanId: null },
      { code: '5001', debit: 25_050, credit: 0, userId: null, loanId: null },
    ]);
    expect(await entryOf(db, `expense:${answer.expense_id}`)).toMatchObject({ createdBy: callers.admin.id });
    await expectBalancesReconcile();
  });

  it('refuses an expense larger than the balance and writes nothing', async () => {
    await expectRefused(
      '/create-expense',
      { account_id: equityId, amount: 1249.51, comment_type: 'Meeting' },
      422,
      'Insufficient funds in Equity Bank: balance KES 1,249.50.',
      'amount',
    );
  });

  it('allows an expense that empties the account, and stores a missing comment as none', async () => {
    const res = await payExpense(1249.5, 'Welfare', '');
    expect(res.json().balance).toBe(0);
    const [expense] = await ctx.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, res.json().expense_id));
    expect(expense?.comment).toBeNull();
    await expectBalancesReconcile();
  });

  it('refuses an unknown account, and an account of the books that holds no money, naming the field', async () => {
    const notMoney = 'account_id must be Cash on hand or a bank account of the books.';
    await expectRefused(
      '/create-expense',
      { account_id: 55_555, amount: 1, comment_type: 'Other' },
      422,
      notMoney,
      'account_id',
    );
    const [category] = await ctx.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, '5001'));
    await expectRefused(
      '/create-expense',
      { account_id: category!.id, amount: 1, comment_type: 'Other' },
      422,
      notMoney,
      'account_id',
    );
  });

  it.each([
    [{ amount: 1, comment_type: 'Other' }, 'account_id', 'account_id is required'],
    [
      { account_id: 'one', amount: 1, comment_type: 'Other' },
      'account_id',
      'account_id must be a positive whole number',
    ],
    [{ account_id: 1, comment_type: 'Other' }, 'amount', 'amount is required'],
    [{ account_id: 1, amount: 0, comment_type: 'Other' }, 'amount', 'amount must be more than 0'],
    [{ account_id: 1, amount: -20, comment_type: 'Other' }, 'amount', 'amount must not be negative'],
    [{ account_id: 1, amount: 10 }, 'comment_type', 'comment_type is required'],
    [{ account_id: 1, amount: 10, comment_type: ' ' }, 'comment_type', 'comment_type is required'],
    [
      { account_id: 1, amount: 10, comment_type: 'x'.repeat(51) },
      'comment_type',
      'comment_type must be at most 50 characters',
    ],
    [
      { account_id: 1, amount: 10, comment_type: 'Other', comment: 'x'.repeat(501) },
      'comment',
      'comment must be at most 500 characters',
    ],
  ])('refuses %j naming the field', async (payload, field, message) => {
    await expectRefused('/create-expense', payload, 422, message, field);
  });

  it('is for admins only', async () => {
    await asAdmin('/create-bank-account', { name: 'Petty cash', amount: 100 });
    const petty = (await asAdmin('/all-bank-accounts?q=petty')).json().accounts[0];
    const statuses = await statusesFor(ctx, callers, 'POST', '/create-expense', {
      account_id: petty.account_id,
      amount: 40,
      comment_type: 'Stationery',
    });
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
    await expectBalancesReconcile();
  });
});

describe('GET /all-expenses', () => {
  it('lists every expense, newest first, with its account name', async () => {
    const res = await asAdmin('/all-expenses');
    expect(res.statusCode).toBe(200);
    const listed = res.json().expenses;
    expect(pluck(listed, 'comment_type')).toEqual(['Stationery', 'Welfare', 'Transport']);
    expect(listed[2]).toEqual({
      expense_id: expect.any(Number),
      date: ctx.app.clock.today(),
      account_id: equityId,
      account_name: 'Equity Bank',
      amount: 250.5,
      comment_type: 'Transport',
      comment: 'Fare to the AGM',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      reversal: null,
    });
    expect(listed[0]).toMatchObject({ account_name: 'Petty cash', amount: 40, comment: null });
  });

  it('is for admins only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', '/all-expenses');
    expect(statuses).toEqual(ADMIN_ONLY);
  });
});
