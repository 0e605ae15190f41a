import { todayInGroupZone } from '@links/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalEntries, reversals } from '../../db/schema.js';
import { send } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBooksBalance, moneyState } from '../../test/money-state.js';
import { useOfficesApp } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { rowsIn } from '../../test/table-counts.js';
import { journalEntryOf, systemAccountId } from '../books/index.js';

let ctx: TestContext;
let treasurer: SignedIn;
let chair: SignedIn;
let secretary: SignedIn;
let auditor: SignedIn;
let member: SignedIn;
let otherMember: SignedIn;
let bankId: number;
const today = todayInGroupZone();

useOfficesApp(async (scene) => {
  ({ ctx, treasurer, chair, secretary, auditor, member, otherMember } = scene);
  const res = await as(ctx, treasurer).post('/create-bank-account', { name: 'Equity', amount: 100_000 });
  expect(res.statusCode, res.body).toBe(201);
  bankId = res.json().account_id;
});

beforeEach(() => setQuorum(ctx, 1));

const state = () => moneyState(ctx, member.id);
const writes = async () => ({
  reversals: await rowsIn(ctx.database.db, reversals),
  entries: await rowsIn(ctx.database.db, journalEntries),
  money: await state(),
});

async function expense(amount: number) {
  const res = await as(ctx, treasurer).post('/create-expense', {
    account_id: bankId,
    amount,
    comment_type: 'Stationery',
    comment: 'Receipt books',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().expense_id as number;
}

async function transfer(amount: number) {
  const cash = await systemAccountId(ctx.database.db, 'cash');
  const res = await as(ctx, treasurer).post('/books/transfers', {
    from_account_id: bankId,
    to_account_id: cash,
    amount,
    date: today,
    memo: 'Cash for the meeting',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry_id as number;
}

describe('POST /expenses/{id}/reversal', () => {
  it('puts the money back in the bank and marks the expense Reversed in the list', async () => {
    const before = await state();
    const id = await expense(2_500);
    const res = await send(ctx, chair, 'POST', `/expenses/${id}/reversal`, { reason: 'Paid twice' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'expense', original_id: id, amount: 2_500, user_id: null });
    expect(await state()).toEqual(before);
    await expectBooksBalance(ctx);
    const list = (await as(ctx, chair).get('/all-expenses')).json().expenses;
    expect(list.find((row: { expense_id: number }) => row.expense_id === id).reversal).toEqual({
      id: res.json().reversal_id,
      date: today,
      reason: 'Paid twice',
    });

    const counts = await writes();
    const twice = await send(ctx, chair, 'POST', `/expenses/${id}/reversal`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(`Expense #${id} was already reversed on`);
    expect(await writes()).toEqual(counts);
    expect((await send(ctx, chair, 'POST', '/expenses/999999/reversal', { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('is for the officials, under the quorum', async () => {
    const ids = [await expense(10), await expense(10), await expense(10)];
    const body = { reason: 'Wrong category' };
    expect((await send(ctx, undefined, 'POST', `/expenses/${ids[0]}/reversal`, body)).statusCode).toBe(401);
    for (const who of [member, otherMember, auditor]) {
      expect((await send(ctx, who, 'POST', `/expenses/${ids[0]}/reversal`, body)).statusCode).toBe(403);
    }
    expect((await send(ctx, chair, 'POST', `/expenses/${ids[0]}/reversal`, body)).statusCode).toBe(201);
    expect((await send(ctx, treasurer, 'POST', `/expenses/${ids[1]}/reversal`, body)).statusCode).toBe(201);
    await setQuorum(ctx, 2);
    const asked = await send(ctx, secretary, 'POST', `/expenses/${ids[2]}/reversal`, body);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().kind).toBe('expense_reversal');
  });
});

describe('POST /books/transfers/{id}/reversal', () => {
  it('moves the money back, refusing while the account it went to no longer holds it', async () => {
    const before = await state();
    const id = await transfer(4_000);
    const res = await send(ctx, treasurer, 'POST', `/books/transfers/${id}/reversal`, {
      reason: 'Not needed',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'transfer', original_id: id, amount: 4_000 });
    expect(await state()).toEqual(before);
    await expectBooksBalance(ctx);
    expect(
      (await send(ctx, treasurer, 'POST', `/books/transfers/${id}/reversal`, { reason: 'x' })).statusCode,
    ).toBe(409);

    // The cash it brought is spent: taking it back would take Cash on hand below zero.
    const spent = await transfer(5_000);
    const cash = await systemAccountId(ctx.database.db, 'cash');
    const back = await as(ctx, treasurer).post('/books/transfers', {
      from_account_id: cash,
      to_account_id: bankId,
      amount: 5_000,
      date: today,
      memo: null,
    });
    expect(back.statusCode, back.body).toBe(201);
    const counts = await writes();
    const refused = await send(ctx, treasurer, 'POST', `/books/transfers/${spent}/reversal`, { reason: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Insufficient funds in Cash on hand/);
    expect(await writes()).toEqual(counts);
  });

  it('is for the officials; an entry that is not a transfer is not found', async () => {
    const id = await transfer(10);
    const body = { reason: 'Wrong account' };
    expect((await send(ctx, undefined, 'POST', `/books/transfers/${id}/reversal`, body)).statusCode).toBe(
      401,
    );
    for (const who of [member, otherMember, auditor]) {
      expect((await send(ctx, who, 'POST', `/books/transfers/${id}/reversal`, body)).statusCode).toBe(403);
    }
    const expenseId = await expense(10);
    const entry = await journalEntryOf(ctx.database.db, { key: `expense:${expenseId}` });
    const notTransfer = await send(ctx, chair, 'POST', `/books/transfers/${entry?.entry.id}/reversal`, body);
    expect(notTransfer.statusCode).toBe(404);
    expect((await send(ctx, secretary, 'POST', `/books/transfers/${id}/reversal`, body)).statusCode).toBe(
      201,
    );
  });
});
