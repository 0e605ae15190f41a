import { wordDarajaRefuses } from '@links/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { groupSettings } from '../../db/schema.js';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { body } from '../../test/money-fixtures.js';
import {
  c2bBody,
  callback,
  type PaymentsGroup,
  SHORTCODE,
  usePaymentsGroup,
} from '../../test/mpesa-fixtures.js';

let ctx: TestContext;
let callers: Callers;
let group: PaymentsGroup;

usePaymentsGroup((scene) => ({ ctx, group, callers } = scene), { callers: true });

const paymentCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from incoming_payments`))[0]
    ?.n;

/** Sends a confirmation, checks its status and answer, and that it recorded no payment. */
async function expectConfirmationRefused(sent: unknown, status: number, answer: Record<string, unknown>) {
  const before = await paymentCount();
  const res = await callback(ctx, 'confirmation', group.token, sent);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject(answer);
  expect(await paymentCount()).toBe(before);
}

const payment = async (receipt: string) => await group.paymentOf(receipt);

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

describe('POST /payments/c2b/token', () => {
  it('is for admins only, and shows the token once, in both callback URLs', async () => {
    expect(await statusesFor(ctx, callers, 'POST', '/payments/c2b/token')).toEqual(ADMIN_ONLY);
    const res = await as(ctx, group.admin).post('/payments/c2b/token');
    const { token, confirmation_url, validation_url } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(wordDarajaRefuses(confirmation_url.replace(/^http:\/\/localhost:80/, ''))).toBeNull();
    expect(confirmation_url).toBe(`http://localhost:80/api/links/payments/c2b/confirmation/${token}`);
    expect(validation_url).toBe(`http://localhost:80/api/links/payments/c2b/validation/${token}`);
    expect(confirmation_url).not.toMatch(/mpesa|safaricom/i);
    const [settings] = await ctx.database.db.select().from(groupSettings);
    // Only its hash is kept.
    expect(settings?.c2bTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(settings)).not.toContain(token);
    expect((await as(ctx, group.admin).get('/settings')).json().c2b_token_set).toBe(true);
    group.token = token;
  });

  it('retires the previous token when it rotates', async () => {
    const old = group.token;
    group.token = (await as(ctx, group.admin).post('/payments/c2b/token')).json().token;
    const res = await callback(ctx, 'confirmation', old, c2bBody({ TransID: 'TKOLDTOKEN' }));
    expect(res.statusCode).toBe(404);
    expect(await payment('TKOLDTOKEN')).toBeUndefined();
  });
});

describe('POST /payments/c2b/confirmation/{token}', () => {
  it('answers 404 to a wrong token, and records nothing', async () => {
    const before = await paymentCount();
    for (const token of ['wrong', `${group.token}x`, group.token.slice(1), ' ']) {
      const res = await callback(ctx, 'confirmation', token, c2bBody({ TransID: 'TKWRONG001' }));
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ ResultCode: 'C2B00016', message: 'Not found.' });
    }
    expect(await paymentCount()).toBe(before);
  });

  it('records a payment to the group, matched by the member number, as a pending transaction', async () => {
    const wanjiru = group.members.get('Wanjiru')!;
    const sent = c2bBody({ TransID: 'TKA1B2C3D4', BillRefNumber: ` ${wanjiru.memberNumber.toLowerCase()} ` });
    const raw = JSON.stringify(sent, null, 1);
    const res = await callback(ctx, 'confirmation', group.token, raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ACCEPTED);
    const row = await payment('TKA1B2C3D4');
    expect(row).toMatchObject({
      source: 'c2b',
      receiptKey: 'mpesa:TKA1B2C3D4',
      amountCents: 150_000,
      paidOn: '2026-10-15',
      payerName: 'WANJIRU KAMAU',
      payerPhone: '2547 ***** 102',
      ledgerAccountId: group.mpesaAccountId,
      status: 'pending',
      userId: wanjiru.id,
      matchRule: 'member_number',
      importedBy: null,
      rawBody: raw,
    });
    expect(row?.paidAt.toISOString()).toBe('2026-10-15T06:30:00.000Z');
    const trn = await as(ctx, group.admin).get(`/transactions/${row?.transactionId}`);
    expect(trn.json().transaction).toMatchObject({
      user_id: wanjiru.id,
      total_payed: 1500,
      transaction_date: '2026-10-15',
      comment: 'M-Pesa payment TKA1B2C3D4 from WANJIRU KAMAU',
      status: 'Pending',
      transaction_types: [expect.objectContaining({ type: 'SAVING', amount: 1500, extra: 'TKA1B2C3D4' })],
    });
  });

  it('accepts the same TransID delivered again and records it once', async () => {
    const before = await paymentCount();
    for (let i = 0; i < 3; i++) {
      const res = await callback(ctx, 'confirmation', group.token, c2bBody({ TransID: 'tka1b2c3d4' }));
      expect(res.json()).toEqual(ACCEPTED);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('matches by the payer’s whole phone, and leaves a stranger unmatched', async () => {
    const otieno = group.members.get('Otieno')!;
    await callback(
      ctx,
      'confirmation',
      group.token,
      c2bBody({ TransID: 'TKPHONE001', BillRefNumber: 'june', MSISDN: otieno.phone }),
    );
    expect(await payment('TKPHONE001')).toMatchObject({
      userId: otieno.id,
      matchRule: 'payer_phone',
      status: 'pending',
    });
    await callback(
      ctx,
      'confirmation',
      group.token,
      c2bBody({ TransID: 'TKSTRANGE1', BillRefNumber: 'x', MSISDN: 'c4a1f0e9'.repeat(8), FirstName: 'JOHN' }),
    );
    expect(await payment('TKSTRANGE1')).toMatchObject({
      userId: null,
      status: 'unmatched',
      transactionId: null,
    });
  });

  it('refuses a payment to another shortcode, recording nothing', async () => {
    await expectConfirmationRefused(c2bBody({ TransID: 'TKOTHER001', BusinessShortCode: '174379' }), 422, {
      ResultCode: 'C2B00015',
      message: "BusinessShortCode 174379 is not the group's paybill or till number.",
    });
  });

  it.each([
    ['not JSON', '{"TransID":', 400, 'The request body is not valid JSON.'],
    ['an array', '[]', 422, 'The body must be a JSON object'],
    [
      'a bad amount',
      c2bBody({ TransID: 'TKBAD00001', TransAmount: '-5' }),
      422,
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    [
      'a decimal comma ("10,00" is not 1,000)',
      c2bBody({ TransID: 'TKBAD00005', TransAmount: '10,00' }),
      422,
      'TransAmount must be an amount in KES above 0 with at most two decimals',
    ],
    ['no TransID', c2bBody({ TransID: '' }), 422, 'TransID is required'],
    [
      'a bad time',
      c2bBody({ TransID: 'TKBAD00002', TransTime: '20261315093000' }),
      422,
      'TransTime is not a real date and time',
    ],
    [
      'NUL in a name',
      c2bBody({ TransID: 'TKBAD00003', FirstName: 'A\u0000' }),
      422,
      'FirstName must be text',
    ],
    [
      'NUL in the raw text',
      `${JSON.stringify(c2bBody({ TransID: 'TKBAD00004' }))}\u0000`,
      400,
      'body must not contain NUL characters',
    ],
  ])('refuses %s with a 4xx in Daraja’s JSON, recording nothing', async (_case, sent, status, message) => {
    await expectConfirmationRefused(sent, status, {
      ResultCode: expect.any(String),
      ResultDesc: `Rejected: ${message}`,
      message,
    });
  });

  it('refuses a body over 64 KB with 413, in Daraja’s JSON', async () => {
    const res = await callback(ctx, 'confirmation', group.token, c2bBody({ FirstName: 'x'.repeat(70_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ResultCode: 'C2B00016', message: expect.any(String) });
  });

  it('takes any content type, as the body is read as text', async () => {
    const res = await callback(
      ctx,
      'confirmation',
      group.token,
      c2bBody({ TransID: 'TKTEXT0001' }),
      'text/plain',
    );
    expect(res.json()).toEqual(ACCEPTED);
    expect(await payment('TKTEXT0001')).toBeDefined();
  });
});

// docs/decisions/payments.md, "One receipt, once"
describe('one receipt, once, against transactions typed by hand', () => {
  const wanjiru = () => group.members.get('Wanjiru')!;

  it('refuses a hand-typed transaction whose reference is a receipt already received', async () => {
    const res = await as(ctx, group.admin).post(
      '/create-transaction',
      body(wanjiru().id, [{ transaction_type: 'SAVING', transaction_amount: 1500, extra: ' tka1b2c3d4 ' }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This M-Pesa receipt is already recorded');
  });

  it('refuses a callback for a receipt already typed by hand, recording nothing', async () => {
    const typed = await as(ctx, group.admin).post(
      '/create-transaction',
      body(wanjiru().id, [{ transaction_type: 'SAVING', transaction_amount: 700, extra: 'TKHAND0001' }]),
    );
    expect(typed.statusCode, typed.body).toBe(201);
    const again = await as(ctx, group.admin).post(
      '/create-transaction',
      body(wanjiru().id, [{ transaction_type: 'SAVING', transaction_amount: 700, extra: 'tkhand0001' }]),
    );
    expect(again.statusCode).toBe(409);
    await expectConfirmationRefused(c2bBody({ TransID: 'TKHAND0001', TransAmount: '700' }), 409, {
      ResultCode: 'C2B00016',
      message: 'This M-Pesa receipt is already recorded',
    });
  });

  it('lets a reference that is no receipt be typed as often as wanted', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await as(ctx, group.admin).post(
        '/create-transaction',
        body(wanjiru().id, [
          { transaction_type: 'SAVING', transaction_amount: 10, extra: 'cash at meeting' },
        ]),
      );
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('POST /payments/c2b/validation/{token}', () => {
  it('accepts a payment to the group’s shortcode and records nothing', async () => {
    const before = await paymentCount();
    const res = await callback(ctx, 'validation', group.token, c2bBody({ TransID: 'TKVALID001' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ACCEPTED);
    expect(await paymentCount()).toBe(before);
  });

  it('rejects another shortcode with Daraja’s code, and a wrong token with 404', async () => {
    const other = await callback(ctx, 'validation', group.token, c2bBody({ BusinessShortCode: '174379' }));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ ResultCode: 'C2B00015' });
    expect((await callback(ctx, 'validation', 'nope', c2bBody())).statusCode).toBe(404);
    const bad = await callback(ctx, 'validation', group.token, c2bBody({ TransAmount: 'ten' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ ResultCode: 'C2B00013' });
    const comma = await callback(ctx, 'validation', group.token, c2bBody({ TransAmount: '10,00' }));
    expect(comma.statusCode).toBe(422);
    expect(comma.json()).toMatchObject({ ResultCode: 'C2B00013' });
  });

  it('refuses every payment while the group has no shortcode', async () => {
    await as(ctx, group.admin).patch('/settings', { mpesa_shortcode: null });
    try {
      const res = await callback(ctx, 'confirmation', group.token, c2bBody({ TransID: 'TKNOCODE01' }));
      expect(res.statusCode).toBe(422);
      expect(await payment('TKNOCODE01')).toBeUndefined();
    } finally {
      await as(ctx, group.admin).patch('/settings', { mpesa_shortcode: SHORTCODE });
    }
  });
});
