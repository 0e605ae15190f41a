import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  type Callers,
  expectBadId,
  expectNotFound,
  OWNER_OR_ADMIN,
  SIGNED_IN,
  send,
  statusesFor,
} from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { seedItem } from '../../test/loans-seed.js';
import { countRows, pluck, savingsAccountRow } from '../../test/money-rows.js';
import { NAMED_CALLERS, usePeopleApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';
import { resolveMoneyAccount } from '../books/chart.js';
import { depositToSavings, hasSavingsAccount } from './savings.service.js';

let ctx: TestContext;
let callers: Callers;
let savingId: number;
usePeopleApp(NAMED_CALLERS, (scene) => ({ ctx, callers } = scene));

const addSaving = (payload: unknown, who: SignedIn | undefined = callers.admin) =>
  send(ctx, who, 'POST', '/add-saving', payload);

/** A SAVING item of a transaction, as the transactions module stores it before approval. */
async function savingItem(userId: number, amountCents: number) {
  const item = await seedItem(ctx.database.db, { userId, type: 'SAVING', amountCents, date: '2026-02-01' });
  return { transactionId: item.transactionId, itemId: item.transactionItemId };
}

/** Deposits an item's amount received into Cash on hand, as approving it does. */
function deposit(userId: number, amountCents: number, item: { transactionId: number; itemId: number }) {
  return ctx.database.db.transaction(async (tx) =>
    depositToSavings(tx, {
      userId,
      amountCents,
      transactionItemId: item.itemId,
      transactionId: item.transactionId,
      date: '2026-02-01',
      money: await resolveMoneyAccount(tx, undefined, undefined),
      createdBy: callers.admin.id,
    }),
  );
}

async function balanceOf(id: number) {
  const row = await savingsAccountRow(ctx.database.db, id);
  return row?.balanceCents;
}

const expectBalancesReconcile = async () => expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);

describe('POST /add-saving', () => {
  it("opens the member's savings account with the opening balance in the books", async () => {
    const res = await addSaving({
      user_id: callers.member.id,
      amount_saved: 2500.75,
      expected_saving: 48000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ saving_id: expect.any(Number), message: 'Saving added successfully' });
    savingId = res.json().saving_id;
    const db = ctx.database.db;
    const account = await savingsAccountRow(db, savingId);
    expect(account).toMatchObject({
      userId: callers.member.id,
      balanceCents: 250_075,
      yearlyTargetCents: 4_800_000,
    });
    expect(await linesOfEntry(db, `saving-opening:${savingId}`)).toEqual([
      { code: '2000', debit: 0, credit: 250_075, userId: callers.member.id, loanId: null },
      { code: '3000', debit: 250_075, credit: 0, userId: null, loanId: null },
    ]);
    expect(await entryOf(db, `saving-opening:${savingId}`)).toMatchObject({ createdBy: callers.admin.id });
    await expectBalancesReconcile();
  });

  it('takes the default target of 30,000 and writes no entry for a zero opening balance', async () => {
    const saver = await signUp(ctx, 'member', { firstname: 'Amani', lastname: 'Chege' });
    const res = await addSaving({ user_id: saver.id, amount_saved: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const db = ctx.database.db;
    const account = await savingsAccountRow(db, res.json().saving_id);
    expect(account).toMatchObject({ balanceCents: 0, yearlyTargetCents: 3_000_000 });
    expect(await linesOfEntry(db, `saving-opening:${res.json().saving_id}`)).toEqual([]);
  });

  it('refuses a second savings account for the same member', async () => {
    const before = await countRows(ctx.database.db);
    const res = await addSaving({ user_id: callers.member.id, amount_saved: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This member already has a savings account.' });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('answers 404 for a user who does not exist', async () => {
    const before = await countRows(ctx.database.db);
    const res = await addSaving({ user_id: 424_242, amount_saved: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found.');
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it.each([
    [{ amount_saved: 100 }, 'user_id', 'user_id is required'],
    [{ user_id: 'x', amount_saved: 100 }, 'user_id', 'user_id must be a positive whole number'],
    [{ user_id: 1 }, 'amount_saved', 'amount_saved is required'],
    [{ user_id: 1, amount_saved: -5 }, 'amount_saved', 'amount_saved must not be negative'],
    [{ user_id: 1, amount_saved: '100' }, 'amount_saved', 'amount_saved must be a number'],
    [{ user_id: 1, amount_saved: 0.001 }, 'amount_saved', 'amount_saved must have at most two decimals'],
    [{ user_id: 1, amount_saved: 2e9 }, 'amount_saved', 'amount_saved must not exceed 1,000,000,000 KES'],
    [
      { user_id: 1, amount_saved: 1, expected_saving: 999 },
      'expected_saving',
      'expected_saving must be at least 1,000',
    ],
    [
      { user_id: 1, amount_saved: 1, expected_saving: 30500 },
      'expected_saving',
      'expected_saving must be a multiple of 1,000',
    ],
  ])('refuses %j naming the field', async (payload, field, message) => {
    const before = await countRows(ctx.database.db);
    const res = await addSaving(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('is for admins only', async () => {
    const saver = await signUp(ctx, 'member', { firstname: 'Zawadi', lastname: 'Njeri' });
    const statuses = await statusesFor(ctx, callers, 'POST', '/add-saving', {
      user_id: saver.id,
      amount_saved: 10,
    });
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
    await expectBalancesReconcile();
  });
});

describe('depositToSavings', () => {
  it("raises the balance and posts the deposit under the item's key", async () => {
    const item = await savingItem(callers.member.id, 1_000_00);
    const result = await deposit(callers.member.id, 1_000_00, item);
    expect(result).toEqual({ savingId });
    expect(await balanceOf(savingId)).toBe(350_075);
    const db = ctx.database.db;
    expect(await linesOfEntry(db, `item:${item.itemId}`)).toEqual([
      { code: '1000', debit: 1_000_00, credit: 0, userId: null, loanId: null },
      { code: '2000', debit: 0, credit: 1_000_00, userId: callers.member.id, loanId: null },
    ]);
    expect(await entryOf(db, `item:${item.itemId}`)).toMatchObject({
      entryDate: '2026-02-01',
      memo: `Saving, transaction TRN-${item.transactionId}`,
      transactionId: item.transactionId,
      createdBy: callers.admin.id,
    });
    await expectBalancesReconcile();
  });

  it('refuses a member without a savings account and writes nothing', async () => {
    const item = await savingItem(callers.otherMember.id, 50_00);
    const before = await countRows(ctx.database.db);
    const attempt = deposit(callers.otherMember.id, 50_00, item);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      message: 'Baraka has no savings account.',
    });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('tells whether a member has a savings account', async () => {
    expect(await hasSavingsAccount(ctx.database.db, callers.member.id)).toBe(true);
    expect(await hasSavingsAccount(ctx.database.db, callers.otherMember.id)).toBe(false);
  });
});

describe('GET /all-savings', () => {
  it('lists every savings account by member name with its balance and yearly target', async () => {
    const res = await send(ctx, callers.admin, 'GET', '/all-savings');
    expect(res.statusCode).toBe(200);
    const savings = res.json().savings;
    expect(pluck(savings, 'user_firstname')).toEqual(['Amani', 'Wanjiru', 'Zawadi']);
    expect(savings[1]).toEqual({
      saving_id: savingId,
      user_id: callers.member.id,
      user_firstname: 'Wanjiru',
      user_lastname: 'Kamau',
      amount_saved: 3500.75,
      expected_saving: 48000,
    });
  });

  it('is for admins only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', '/all-savings');
    expect(statuses).toEqual(ADMIN_ONLY);
  });
});

describe('GET /saving-details/{savingId}', () => {
  it('answers the account and each movement, oldest first, with the running balance', async () => {
    const item = await savingItem(callers.member.id, 249_25);
    const { transactionId } = item;
    await deposit(callers.member.id, 249_25, item);
    const res = await send(ctx, callers.member, 'GET', `/saving-details/${savingId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { saving, deposits } = res.json();
    expect(saving).toEqual({
      saving_id: savingId,
      user_id: callers.member.id,
      user_firstname: 'Wanjiru',
      user_lastname: 'Kamau',
      amount_saved: 3750,
      expected_saving: 48000,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(deposits).toEqual([
      expect.objectContaining({
        amount: 2500.75,
        source: 'Opening balance',
        transaction_id: null,
        running_balance: 2500.75,
      }),
      expect.objectContaining({
        amount: 1000,
        source: expect.stringMatching(/^Transaction TRN-\d+$/),
        running_balance: 3500.75,
      }),
      {
        entry_id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        amount: 249.25,
        source: `Transaction TRN-${transactionId}`,
        transaction_id: transactionId,
        running_balance: 3750,
      },
    ]);
    await expectBalancesReconcile();
  });

  it('answers 404 for an unknown savings account and 422 for an id that is not one', async () => {
    await expectNotFound(ctx, callers.admin, '/saving-details/987654', 'Saving not found.');
    await expectBadId(ctx, callers.admin, '/saving-details/0', 'savingId');
  });

  it("shows a member their own account and hides another's as not found", async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', `/saving-details/${savingId}`);
    expect(statuses).toEqual({ anonymous: 401, member: 200, otherMember: 404, admin: 200 });
  });
});

describe('GET /totalsavings', () => {
  it("answers every member's savings together, for any signed-in user", async () => {
    const res = await send(ctx, callers.otherMember, 'GET', '/totalsavings');
    // 3,750 (Wanjiru) + 0 (Amani) + 10 (Zawadi)
    expect(res.json()).toEqual({ total_savings: 3760 });
    const statuses = await statusesFor(ctx, callers, 'GET', '/totalsavings');
    expect(statuses).toEqual(SIGNED_IN);
  });
});

describe('GET /savings/total/{userId}', () => {
  it("answers the member's balance, and 0 without a savings account", async () => {
    const own = await send(ctx, callers.member, 'GET', `/savings/total/${callers.member.id}`);
    expect(own.json()).toEqual({ total_savings: 3750 });
    const none = await send(ctx, callers.admin, 'GET', `/savings/total/${callers.otherMember.id}`);
    expect(none.json()).toEqual({ total_savings: 0 });
    await expectNotFound(ctx, callers.admin, '/savings/total/777777', 'User not found.');
    const beyond = await send(ctx, callers.admin, 'GET', '/savings/total/99999999999');
    expect(beyond.statusCode).toBe(404);
    await expectBadId(ctx, callers.admin, '/savings/total/12abc', 'userId');
  });

  it('shows members their own total only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', `/savings/total/${callers.member.id}`);
    expect(statuses).toEqual(OWNER_OR_ADMIN);
  });
});

// Last, since it moves the member's balance the tests above read.
describe('depositToSavings, twice', () => {
  it('deposits one item once: a second deposit of it is a 409 that changes nothing', async () => {
    const item = await savingItem(callers.member.id, 10_00);
    await deposit(callers.member.id, 10_00, item);
    const before = { counts: await countRows(ctx.database.db), balance: await balanceOf(savingId) };
    await expect(deposit(callers.member.id, 10_00, item)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_POSTED',
    });
    expect(await countRows(ctx.database.db)).toEqual(before.counts);
    expect(await balanceOf(savingId)).toBe(before.balance);
    await expectBalancesReconcile();
  });
});
