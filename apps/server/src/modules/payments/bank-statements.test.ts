import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { upload } from '../../test/multipart.js';

let ctx: TestContext;
let callers: Callers;
let group: PaymentsGroup;
let equity: number;

const mapping = {
  date: 'Txn Date',
  description: 'Narrative',
  credit: 'Credit',
  debit: 'Debit',
  reference: 'Ref No',
  balance: 'Balance',
};

/** An Equity Bank export: two lines about the account, then the table (day-first dates). */
const statement = (rows: string[]) =>
  [
    'EQUITY BANK KENYA LIMITED,,,,,',
    'Account: UMOJA SAVINGS GROUP 0123456789,,,,,',
    'Txn Date,Narrative,Ref No,Debit,Credit,Balance',
    ...rows,
  ].join('\n');

const october = statement([
  '01/10/2026,CASH DEPOSIT M004 ACHIENG,FT26274A001,,"5,000.00","5,000.00"',
  '02/10/2026,MPESA B2C 0700 000 105 NJERI,FT26275A002,,"1,250.50","6,250.50"',
  '03/10/2026,CHQ DEP UNKNOWN,FT26276A003,,800.00,"7,050.50"',
  '03/10/2026,LEDGER FEE,CHG2610,350.00,,"6,700.50"',
]);

const count = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from incoming_payments`))[0]
    ?.n;

usePaymentsGroup(
  async (scene) => {
    ({ ctx, group, callers } = scene);
    const { admin } = group;
    await as(ctx, admin).post('/create-bank-account', { name: 'Equity Bank', amount: 0 });
    equity = await accountIdByCode(ctx.database.db, '1102');
  },
  { callers: true },
);

describe('POST /bank-statements/{accountId}', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'POST', `/bank-statements/${equity}`)).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 415,
    });
    expect(await statusesFor(ctx, callers, 'GET', `/bank-statements/${equity}/mapping`)).toEqual(ADMIN_ONLY);
  });

  it('needs a mapping the first time, naming the field', async () => {
    const res = await upload(ctx, group.admin, `/bank-statements/${equity}`, october);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'date must name a column of the statement',
      fields: { date: expect.any(String) },
    });
    expect((await as(ctx, group.admin).get(`/bank-statements/${equity}/mapping`)).json()).toEqual({
      mapping: null,
    });
  });

  it('names a column the file lacks, and writes nothing', async () => {
    const before = await count();
    const res = await upload(ctx, group.admin, `/bank-statements/${equity}`, october, {
      ...mapping,
      credit: 'Deposits',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Line 3: the statement has no column "Deposits"');
    expect(await count()).toBe(before);
  });

  it('imports deposits as payments matched by the member number or phone written on them', async () => {
    const res = await upload(ctx, group.admin, `/bank-statements/${equity}`, october, mapping);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 3,
      duplicates: 0,
      matched: 2,
      unmatched: 1,
      skipped: 1,
      skipped_lines: [],
      withdrawals: [{ date: '2026-10-03', reference: 'CHG2610', details: 'LEDGER FEE', amount: 350 }],
      reversals: [],
      findings: [],
      message:
        'Statement imported: 3 new payments (2 matched, 1 unmatched), 0 already recorded, 1 other line.',
    });
    const payments = (await as(ctx, group.admin).get('/payments?source=bank_statement')).json().payments;
    expect(
      payments.map((p: { receipt: string; member_name: string | null; account: { id: number } }) => [
        p.receipt,
        p.member_name,
        p.account.id,
      ]),
    ).toEqual([
      ['FT26276A003', null, equity],
      ['FT26275A002', 'Njeri Wafula', equity],
      ['FT26274A001', 'Achieng Atieno', equity],
    ]);
  });

  it('remembers the mapping, and importing the same file again changes nothing', async () => {
    expect((await as(ctx, group.admin).get(`/bank-statements/${equity}/mapping`)).json()).toEqual({
      mapping,
    });
    const before = await count();
    const res = await upload(ctx, group.admin, `/bank-statements/${equity}`, october);
    expect(res.json()).toMatchObject({ imported: 0, duplicates: 3, skipped: 1, withdrawals: [] });
    expect(await count()).toBe(before);
  });

  it('keys lines without a reference by what they say', async () => {
    const noRef = { date: 'Txn Date', description: 'Narrative', credit: 'Credit', debit: 'Debit' };
    const file = statement([
      '04/10/2026,CASH DEPOSIT M005,,,100.00,',
      '04/10/2026,CASH DEPOSIT M005,,,100.00,',
    ]);
    const first = await upload(ctx, group.admin, `/bank-statements/${equity}`, file, noRef);
    expect(first.json()).toMatchObject({ imported: 2, matched: 2 });
    const again = await upload(ctx, group.admin, `/bank-statements/${equity}`, file);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it('refuses a bad line, an account that is not a bank, and a mapping field that is not one', async () => {
    const bad = await upload(
      ctx,
      group.admin,
      `/bank-statements/${equity}`,
      statement(['31/09/2026,X,R1,,1.00,']),
      mapping,
    );
    expect(bad.json().message).toBe('Line 4: Txn Date "31/09/2026" is not a date');
    const cash = await accountIdByCode(ctx.database.db, '1000');
    expect((await upload(ctx, group.admin, `/bank-statements/${cash}`, october, mapping)).statusCode).toBe(
      404,
    );
    expect((await upload(ctx, group.admin, '/bank-statements/99999', october, mapping)).statusCode).toBe(404);
    const long = await upload(ctx, group.admin, `/bank-statements/${equity}`, october, {
      ...mapping,
      date: 'x'.repeat(61),
    });
    expect(long.json().message).toBe('date must be at most 60 characters');
  });
});
