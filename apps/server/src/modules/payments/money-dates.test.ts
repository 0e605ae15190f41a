import { settableClock } from '@links/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { mpesaStatementCsv } from '../../demo/mpesa-csv.js';
import { signUp, type TestContext } from '../../test/app.js';
import { c2bBody, callback, type PaymentsGroup, paymentsGroup } from '../../test/mpesa-fixtures.js';
import { paybillRow } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';
import { useApp } from '../../test/scene.js';

// docs/decisions/payments.md, "Money dates": today is 2026-10-31 in Nairobi, so tomorrow is the last day.
const clock = settableClock('2026-10-31T09:00:00Z');
let ctx: TestContext;
let group: PaymentsGroup;

useApp(
  async (app) => ({ app, group: await paymentsGroup(app, await signUp(app, 'admin')) }),
  (scene) => {
    ctx = scene.app;
    group = scene.group;
  },
  { clock, timeout: 60_000 },
);

/** Everything a payment could have been written to. */
async function written() {
  const [row] = await queryRows<Record<string, number>>(
    ctx.database.db,
    sql`select (select count(*)::int from incoming_payments) as payments,
               (select count(*)::int from statement_lines) as lines,
               (select count(*)::int from transactions) as transactions,
               (select count(*)::int from audit_records) as audit,
               (select count(*)::int from journal_entries) as entries`,
  );
  return row;
}

describe('C2B callbacks dated before M-Pesa or after tomorrow', () => {
  it.each([
    ['19000101120000', 'The date 1900-01-01 is before M-Pesa started (2007-03-06).'],
    ['20070305235959', 'The date 2007-03-05 is before M-Pesa started (2007-03-06).'],
    ['99991231120000', 'The date 9999-12-31 is in the future (after 2026-11-01).'],
    ['20261102000000', 'The date 2026-11-02 is in the future (after 2026-11-01).'],
  ])('confirmation dated %s is refused with Daraja’s code and recorded nowhere', async (time, message) => {
    const before = await written();
    const res = await callback(
      ctx,
      'confirmation',
      group.token,
      c2bBody({ TransID: `TKD${time}`.slice(0, 12), TransTime: time }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      ResultCode: 'C2B00016',
      ResultDesc: `Rejected: ${message}`,
      message,
      fields: { TransTime: message },
    });
    expect(await written()).toEqual(before);
  });

  it.each(['19000101120000', '99991231120000'])(
    'validation dated %s is answered 200 with the reject code',
    async (time) => {
      const before = await written();
      const res = await callback(ctx, 'validation', group.token, c2bBody({ TransTime: time }));
      expect(res.statusCode).toBe(200);
      expect(res.json().ResultCode).toBe('C2B00016');
      expect(await written()).toEqual(before);
    },
  );

  it('accepts M-Pesa’s first day and tomorrow', async () => {
    for (const [receipt, time] of [
      ['TKFIRST001', '20070306080000'],
      ['TKTOMOR001', '20261101235959'],
    ] as const) {
      const res = await callback(
        ctx,
        'confirmation',
        group.token,
        c2bBody({ TransID: receipt, TransTime: time }),
      );
      expect(res.json(), receipt).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await group.paymentOf(receipt)).toBeDefined();
    }
  });
});

describe('statement lines dated before M-Pesa or after tomorrow', () => {
  const line = paybillRow;

  it('are skipped, each with its reason in the answer, and kept nowhere', async () => {
    const csv = mpesaStatementCsv([
      line('TZOLD00001', '01/01/1900 10:00:00'),
      line('TZNEW00001', '31/12/9999 10:00:00'),
      line('TZNEW00002', '2026-11-02 00:00:00'),
      line('TZGOOD0001', '2026-11-01 23:00:00'),
    ]);
    const before = await written();
    const res = await upload(ctx, group.admin, '/mpesa/statements', csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ imported: 1, skipped: 3 });
    expect(answer.skipped_lines).toEqual([
      {
        reference: 'TZOLD00001',
        date: '1900-01-01',
        reason: 'The date 1900-01-01 is before M-Pesa started (2007-03-06).',
      },
      {
        reference: 'TZNEW00002',
        date: '2026-11-02',
        reason: 'The date 2026-11-02 is in the future (after 2026-11-01).',
      },
      {
        reference: 'TZNEW00001',
        date: '9999-12-31',
        reason: 'The date 9999-12-31 is in the future (after 2026-11-01).',
      },
    ]);
    expect(answer.message).toContain('0 other lines. 3 lines skipped for their dates.');
    const after = (await written()) ?? {};
    // The good line: one payment, one statement line, one pending transaction.
    expect(after.payments).toBe((before?.payments ?? 0) + 1);
    expect(after.lines).toBe((before?.lines ?? 0) + 1);
    for (const receipt of ['TZOLD00001', 'TZNEW00001', 'TZNEW00002']) {
      expect(await group.paymentOf(receipt)).toBeUndefined();
      const kept = await queryRows(
        ctx.database.db,
        sql`select 1 from statement_lines where reference = ${receipt}`,
      );
      expect(kept).toEqual([]);
    }
  });
});
