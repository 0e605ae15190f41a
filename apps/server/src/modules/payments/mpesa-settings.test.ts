import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let bank: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUp(ctx, 'admin');
  member = await signUp(ctx, 'member');
  await as(ctx, admin).post('/create-bank-account', { name: 'M-Pesa Till', amount: 0 });
  bank = await accountIdByCode(ctx.database.db, '1101');
});
afterAll(() => ctx.close());

const patch = (payload: unknown, who = admin) => as(ctx, who).patch('/settings', payload);

describe('M-Pesa settings on PATCH /settings (docs/decisions/payments.md, "Settings")', () => {
  it('sets the shortcode and the bank account that receives M-Pesa money, admins only', async () => {
    expect((await patch({ mpesa_shortcode: '600123' }, member)).statusCode).toBe(403);
    const res = await patch({ mpesa_shortcode: ' 600123 ', mpesa_account_id: String(bank) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mpesa_shortcode: '600123',
      mpesa_account_id: bank,
      c2b_token_set: false,
    });
    expect((await as(ctx, member).get('/settings')).json()).toMatchObject({ mpesa_shortcode: '600123' });
    expect((await patch({ mpesa_shortcode: 5_551_234 })).json().mpesa_shortcode).toBe('5551234');
  });

  it.each([
    [
      { mpesa_shortcode: '12ab56' },
      'mpesa_shortcode',
      'mpesa_shortcode must be the paybill or till number: 5 to 10 digits',
    ],
    [
      { mpesa_shortcode: '1234' },
      'mpesa_shortcode',
      'mpesa_shortcode must be the paybill or till number: 5 to 10 digits',
    ],
    [
      { mpesa_shortcode: ['600123'] },
      'mpesa_shortcode',
      'mpesa_shortcode must be the paybill or till number: 5 to 10 digits',
    ],
    [{ mpesa_account_id: 0 }, 'mpesa_account_id', 'mpesa_account_id must be a positive whole number or null'],
    [
      { mpesa_account_id: 99999 },
      'mpesa_account_id',
      'mpesa_account_id must be a bank account of the books.',
    ],
  ])('refuses %j naming the field', async (change, field, message) => {
    const before = (await as(ctx, admin).get('/settings')).json();
    const res = await patch(change);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect((await as(ctx, admin).get('/settings')).json()).toEqual(before);
  });

  it('refuses Cash on hand as the M-Pesa account, and clears both with null or blank', async () => {
    const cash = await accountIdByCode(ctx.database.db, '1000');
    expect((await patch({ mpesa_account_id: cash })).json().message).toBe(
      'mpesa_account_id must be a bank account of the books.',
    );
    const cleared = await patch({ mpesa_shortcode: '', mpesa_account_id: null });
    expect(cleared.json()).toMatchObject({ mpesa_shortcode: null, mpesa_account_id: null });
  });
});
