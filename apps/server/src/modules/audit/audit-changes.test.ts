import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  nextAddress,
  PASSWORD,
  type SignedIn,
  signUp,
  type TestContext,
} from '../../test/app.js';
import { auditOf } from '../../test/audit-rows.js';
import { as } from '../../test/http.js';
import { body, bringCashIn, openSavings } from '../../test/money-fixtures.js';
import { useMemberApp } from '../../test/scene.js';
import { storedSetupCode } from '../auth/setup-code.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
useMemberApp(async (scene) => {
  ({ ctx, admin, member } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
});

/** Runs a request and expects its status and exactly one audit record, which it answers. */
async function oneRecord(send: () => Promise<{ statusCode: number; body: string }>, status: number) {
  let response: { statusCode: number; body: string } | undefined;
  const rows = await auditOf(ctx, async () => {
    response = await send();
  });
  expect(response?.statusCode, response?.body).toBe(status);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return { row: rows[0]!, json: response!.body ? JSON.parse(response!.body) : null };
}

const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password },
    remoteAddress: '10.77.0.1',
  });

/** An admin's POST that must create (201) and write one audit record, which it answers. */
const created = (path: string, payload: object) => oneRecord(() => as(ctx, admin).post(path, payload), 201);

describe('every change through the API writes one audit record in its own transaction', () => {
  it('records a sign-in and a failed sign-in, with the address and request id, and no password', async () => {
    const { row } = await oneRecord(() => signIn(member.user.email, PASSWORD), 200);
    expect(row).toMatchObject({ action: 'sign_in', entity: 'user', entityId: member.id, userId: member.id });
    expect(row).toMatchObject({ role: 'member', address: '10.77.0.1', memberId: member.id });
    expect(row.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await oneRecord(() => signIn(member.user.email, 'Wrong-passw0rd!'), 401);
    expect(failed.row).toMatchObject({
      action: 'sign_in_failed',
      userId: null,
      role: null,
      memberId: member.id,
    });
    expect(failed.row.after).toEqual({ email: member.user.email });
    expect(JSON.stringify(failed.row)).not.toContain('Wrong-passw0rd');
    const unknown = await oneRecord(() => signIn('nobody@example.com', PASSWORD), 401);
    expect(unknown.row).toMatchObject({ action: 'sign_in_failed', entityId: null, memberId: null });
  });

  it('records a sign-out once; signing out again changes nothing and writes nothing', async () => {
    const res = await signIn(member.user.email, PASSWORD);
    const refresh = res.json().refresh_token as string;
    const logout = () => as(ctx).post('/logout', { refresh_token: refresh });
    const { row } = await oneRecord(logout, 204);
    expect(row).toMatchObject({ action: 'sign_out', userId: member.id, entityId: member.id });
    expect(await auditOf(ctx, logout)).toEqual([]);
  });

  it('records the create-user wizard as one member record, without the password', async () => {
    const { row, json } = await created('/create-user-account', {
      firstname: 'Akinyi',
      lastname: 'Otieno',
      email: 'akinyi@example.com',
      password: PASSWORD,
      role: 'member',
      savings_target: 24000,
      initial_savings: 1500,
    });
    expect(row).toMatchObject({
      action: 'create',
      entity: 'member',
      entityId: json.user_id,
      userId: admin.id,
    });
    expect(row).toMatchObject({ role: 'admin', memberId: json.user_id, before: null });
    expect(row.after).toMatchObject({
      firstname: 'Akinyi',
      email: 'akinyi@example.com',
      role: 'member',
      saving_id: json.saving_id,
      savings_target: 24000,
      initial_savings: 1500,
      ltl_id: null,
    });
    expect(JSON.stringify(row.after)).not.toMatch(/password|Chama-Pesa-7x/i);
  });

  it('writes nothing for a refused change (422, 409)', async () => {
    const refused = [
      () => as(ctx, admin).post('/add-saving', { user_id: member.id, amount_saved: -5 }),
      () => as(ctx, admin).post('/create-expense', { account_id: 1, amount: 10, comment_type: '' }),
      () => as(ctx, admin).post('/create-bank-account', { name: '' }),
      () => as(ctx, admin).patch('/settings', { long_term_rate: 7 }),
      () =>
        as(ctx, admin).post(
          '/create-transaction',
          body(member.id, [{ transaction_type: 'LTL', transaction_amount: 5 }]),
        ),
      () =>
        as(ctx, admin)
          .post('/create-account', { user_id: admin.id })
          .then(() => as(ctx, admin).post('/create-account', { user_id: admin.id })),
    ];
    await as(ctx, admin).post('/create-account', { user_id: admin.id });
    for (const step of refused) {
      expect(await auditOf(ctx, step)).toEqual([]);
    }
  });

  it('records a member account, a savings account and each loan with their figures', async () => {
    const other = await signUp(ctx, 'member', { firstname: 'Baraka' });
    const account = await oneRecord(() => as(ctx, admin).post('/create-account', { user_id: other.id }), 201);
    expect(account.row).toMatchObject({
      entity: 'member_account',
      entityId: account.json.account_id,
      memberId: other.id,
    });
    const saving = await created('/add-saving', {
      user_id: other.id,
      amount_saved: 2500,
      expected_saving: 30000,
    });
    expect(saving.row).toMatchObject({
      entity: 'saving',
      entityId: saving.json.saving_id,
      memberId: other.id,
    });
    expect(saving.row.after).toMatchObject({ user_id: other.id, balance: 2500, yearly_target: 30000 });
    const long = await created('/addloan', {
      user_id: other.id,
      loan_amount: 100000,
      date_issued: '2026-01-31',
    });
    expect(long.row).toMatchObject({
      action: 'create',
      entity: 'loan',
      entityId: long.json.loan_id,
      memberId: other.id,
    });
    expect(long.row.after).toMatchObject({
      kind: 'long_term',
      loan_amount: 100000,
      rate: 0.12,
      status: 'Uncleared',
    });
    const short = await created('/addshorttermloan', {
      user_id: other.id,
      principal: 9000,
      date_issued: '2026-02-01',
    });
    expect(short.row.after).toMatchObject({ kind: 'short_term', principal: 9000, installment: 3540 });
  });

  it('records a transaction, then each approval and rejection with every item before and after', async () => {
    await openSavings(ctx, admin, member.id);
    await as(ctx, admin).post('/addshorttermloan', {
      user_id: member.id,
      principal: 3000,
      date_issued: '2026-01-05',
    });
    const items = [
      { transaction_type: 'SAVING' as const, transaction_amount: 1000, extra: 'QK1' },
      { transaction_type: 'SAVING' as const, transaction_amount: 250.5 },
      { transaction_type: 'STL' as const, transaction_amount: 100 },
    ];
    const created = await oneRecord(
      () => as(ctx, member).post('/create-transaction', body(member.id, items)),
      201,
    );
    const id = created.json.transaction_id as number;
    expect(created.row).toMatchObject({
      entity: 'transaction',
      entityId: id,
      userId: member.id,
      role: 'member',
    });
    expect(created.row.after).toMatchObject({
      total: 1350.5,
      items: [{ type: 'SAVING', amount: 1000, status: 'Pending' }, {}, {}],
    });

    const approved = await oneRecord(
      () => as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' }),
      200,
    );
    expect(approved.row).toMatchObject({
      action: 'approve',
      entity: 'transaction',
      entityId: id,
      memberId: member.id,
    });
    const itemIds = (approved.row.before as { items: { id: number }[] }).items.map((i) => i.id);
    expect(approved.row.before).toEqual({
      items: [
        { id: itemIds[0], type: 'SAVING', amount: 1000, status: 'Pending' },
        { id: itemIds[1], type: 'SAVING', amount: 250.5, status: 'Pending' },
      ],
      received_into: null,
    });
    expect(approved.row.after).toEqual({
      items: [
        { id: itemIds[0], type: 'SAVING', amount: 1000, status: 'Approved' },
        { id: itemIds[1], type: 'SAVING', amount: 250.5, status: 'Approved' },
      ],
      received_into: 'Cash on hand',
    });
    const rejected = await oneRecord(
      () =>
        as(ctx, admin).patch(`/transactions/short-long/${id}/status`, {
          status: 'Rejected',
          reason: 'Not on the statement',
        }),
      200,
    );
    expect(rejected.row).toMatchObject({ action: 'reject', entityId: id });
    expect(rejected.row.after).toMatchObject({
      items: [{ status: 'Rejected', reject_reason: 'Not on the statement' }],
    });
    // Nothing pending of that kind any more: no change, no record.
    expect(
      await auditOf(ctx, () =>
        as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' }),
      ),
    ).toEqual([]);
  });

  it('records a bank account, an expense, a transfer and a change of settings (only what changed)', async () => {
    const bank = await oneRecord(
      () => as(ctx, admin).post('/create-bank-account', { name: 'Equity', amount: 5000 }),
      201,
    );
    // The record is the bank account's row; the answer's id is its money account (ledger_account_id).
    expect(bank.row).toMatchObject({ entity: 'bank_account' });
    expect(bank.row.after).toMatchObject({
      name: 'Equity',
      balance: 5000,
      ledger_account_id: bank.json.account_id,
    });
    const expense = await created('/create-expense', {
      account_id: bank.json.account_id,
      amount: 120,
      comment_type: 'Transport',
    });
    expect(expense.row).toMatchObject({ entity: 'expense', entityId: expense.json.expense_id });
    expect(expense.row.after).toMatchObject({
      amount: 120,
      comment_type: 'Transport',
      account_id: bank.json.account_id,
      account_balance: 4880,
    });
    const accounts = (await as(ctx, admin).get('/books/accounts?money=true')).json().accounts as {
      id: number;
      code: string;
    }[];
    const equity = accounts.find((a) => a.code !== '1000')!.id;
    const cash = accounts.find((a) => a.code === '1000')!.id;
    const transfer = await created('/books/transfers', {
      from_account_id: equity,
      to_account_id: cash,
      amount: 80,
      date: '2026-02-02',
    });
    expect(transfer.row).toMatchObject({ entity: 'transfer', entityId: transfer.json.entry_id });
    expect(transfer.row.after).toMatchObject({
      from_account: 'Equity',
      to_account: 'Cash on hand',
      amount: 80,
    });
    const settings = await oneRecord(
      () => as(ctx, admin).patch('/settings', { long_term_months: 36, group_name: 'Test Group' }),
      200,
    );
    expect(settings.row).toMatchObject({ action: 'update', entity: 'settings', entityId: 1 });
    expect(settings.row.before).toEqual({ long_term_months: 24 });
    expect(settings.row.after).toEqual({ long_term_months: 36 });
    expect(await auditOf(ctx, () => as(ctx, admin).patch('/settings', { long_term_months: 36 }))).toEqual([]);
  });

  it('records the first-run setup as the new admin', async () => {
    const fresh = await createTestApp();
    try {
      const since = await auditOf(fresh, async () => {
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/links/setup',
          payload: {
            group_name: 'Umoja',
            firstname: 'Ada',
            lastname: 'Admin',
            email: 'ada@example.com',
            password: PASSWORD,
            // From another address, the first run needs the setup code
            // (docs/decisions/first-run.md, "First run").
            setup_code: await storedSetupCode(fresh.database.db),
          },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, res.body).toBe(201);
      });
      expect(since).toHaveLength(1);
      expect(since[0]).toMatchObject({ action: 'setup', entity: 'user', role: 'admin' });
      expect(since[0]!.after).toMatchObject({ email: 'ada@example.com', group_name: 'Umoja' });
      expect(JSON.stringify(since[0])).not.toMatch(/hash|Chama-Pesa-7x/i);
    } finally {
      await fresh.close();
    }
  });
});
