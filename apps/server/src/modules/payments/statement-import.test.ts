import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { incomingPayments, statementLines } from '../../db/schema.js';
import { type Callers, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { callback, MEMBERS, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import {
  type GeneratedLine,
  MPESA_HEADER,
  mpesaCsv,
  paybillRow,
  realisticStatement,
} from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';
import { liveBody } from '../../test/statement-import-scene.js';

let ctx: TestContext;
let callers: Callers;
let group: PaymentsGroup;
let statement: ReturnType<typeof realisticStatement>;

usePaymentsGroup(
  async (scene) => {
    ({ ctx, group, callers } = scene);
    statement = realisticStatement(
      MEMBERS.map(([firstname, lastname]) => {
        const member = group.members.get(firstname)!;
        return { firstname, lastname, memberNumber: member.memberNumber, phone: member.phone };
      }),
    );
  },
  { callers: true },
);

/** What the database holds of payments and statement lines: nothing of a refused file may be added. */
async function counts() {
  const [row] = await queryRows<{ payments: number; lines: number; transactions: number; items: number }>(
    ctx.database.db,
    sql`select (select count(*)::int from incoming_payments) as payments,
               (select count(*)::int from statement_lines) as lines,
               (select count(*)::int from transactions) as transactions,
               (select count(*)::int from transaction_items) as items`,
  );
  return row;
}

const payments = (lines: GeneratedLine[]) => lines.filter((line) => line.intent.kind === 'payment');
const receiptOf = (line: GeneratedLine) => line.receipt;

/** Daraja delivers some of the month's payments live, before the statement is imported. */
const deliveredLive = () => payments(statement.lines).filter((_, i) => i % 9 === 0);

describe('POST /mpesa/statements', () => {
  it('is for admins only', async () => {
    const csv = mpesaCsv([]);
    expect(await statusesFor(ctx, callers, 'POST', '/mpesa/statements')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 415,
    });
    expect((await upload(ctx, callers.member, '/mpesa/statements', csv)).statusCode).toBe(403);
  });

  // docs/decisions/payments.md, "Matching"
  it('records a month of payments once, callbacks included, matched to members by the rules', async () => {
    const live = deliveredLive();
    for (const line of live) {
      const res = await callback(ctx, 'confirmation', group.token, liveBody(line));
      expect(res.json(), line.receipt).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(statement.lines.length).toBeGreaterThanOrEqual(400);

    const res = await upload(ctx, group.admin, '/mpesa/statements', statement.csv);
    expect(res.statusCode, res.body).toBe(200);
    const liveReceipts = new Set(live.map(receiptOf));
    const fresh = payments(statement.lines).filter((line) => !liveReceipts.has(line.receipt));
    const matchedFresh = fresh.filter(
      (line) => line.intent.kind === 'payment' && line.intent.match !== 'none',
    );
    const moneyOut = statement.lines.filter((line) => line.net < 0);
    const failed = statement.lines.filter((line) => line.intent.kind === 'failed');
    expect(res.json()).toMatchObject({
      imported: fresh.length,
      duplicates: live.length,
      matched: matchedFresh.length,
      unmatched: fresh.length - matchedFresh.length,
      skipped: moneyOut.length + failed.length,
    });
    // The reversal cancels a payment not yet approved: it is not money out to record.
    const [reversal] = statement.lines.filter((line) => line.intent.kind === 'reversal');
    const of = reversal?.intent.kind === 'reversal' ? reversal.intent.of : '';
    expect(res.json().withdrawals).toHaveLength(moneyOut.length - 1);
    const shape = { reference: reversal?.receipt, receipt: of, outcome: 'cancelled' };
    expect(res.json().reversals).toEqual([expect.objectContaining(shape)]);
    expect(res.json().message).toBe(
      `Statement imported: ${fresh.length} new payments (${matchedFresh.length} matched, ` +
        `${fresh.length - matchedFresh.length} unmatched), ${live.length} already recorded, ` +
        `${moneyOut.length + failed.length} other lines.`,
    );
  }, 180_000);

  it('matched each payment to the member the line meant, and kept every line that moved money', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(incomingPayments);
    const byReceipt = new Map(rows.map((row) => [row.receipt, row]));
    const memberIds = MEMBERS.map(([firstname]) => group.members.get(firstname)!.id);
    for (const line of payments(statement.lines)) {
      const row = byReceipt.get(line.receipt);
      expect(row, line.receipt).toBeDefined();
      if (line.intent.kind !== 'payment') continue;
      if (line.intent.match === 'none') {
        expect(row).toMatchObject({ status: 'unmatched', userId: null });
      } else {
        const reversed = statement.lines.some(
          (l) => l.intent.kind === 'reversal' && l.intent.of === line.receipt,
        );
        expect(row, line.receipt).toMatchObject({
          userId: reversed ? null : memberIds[line.intent.member],
          status: reversed ? 'ignored' : 'pending',
        });
        // The member number, the phone as the account, the whole phone: the rule is kept.
        if (!reversed) expect(row?.matchRule).toBe(line.intent.match);
      }
      expect(row?.amountCents).toBe(line.net);
    }
    const lines = await db.select({ n: sql<number>`count(*)::int` }).from(statementLines);
    expect(lines[0]?.n).toBe(statement.lines.filter((line) => line.net !== 0).length);
  });

  it('took back the reversed payment: ignored, its pending transaction rejected', async () => {
    const reversal = statement.lines.find((line) => line.intent.kind === 'reversal')!;
    const of = reversal.intent.kind === 'reversal' ? reversal.intent.of : '';
    const [row] = await ctx.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.receipt, of));
    expect(row).toMatchObject({
      status: 'ignored',
      note: `Reversed by M-Pesa: ${reversal.receipt}`,
      transactionId: null,
    });
    const rejected = await queryRows<{ status: string; reason: string }>(
      ctx.database.db,
      sql`select status::text, reject_reason as reason from transaction_items where upper(extra) = ${of}`,
    );
    expect(rejected).toEqual([{ status: 'Rejected', reason: `Reversed by M-Pesa: ${reversal.receipt}` }]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await counts();
    const res = await upload(ctx, group.admin, '/mpesa/statements', statement.csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 0,
      duplicates: payments(statement.lines).length,
      matched: 0,
      unmatched: 0,
      withdrawals: [],
      reversals: [],
    });
    expect(await counts()).toEqual(before);
    await expectBalancesReconcile(ctx);
  });

  it('treats the same receipt delivered live after the statement as already recorded', async () => {
    const before = await counts();
    const line = payments(statement.lines).at(-1)!;
    const res = await callback(ctx, 'confirmation', group.token, liveBody(line));
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /mpesa/statements refuses a bad file whole, naming the line or field', () => {
  const good = paybillRow('TZ00000001', '2026-10-30 10:00:00');
  const second = { ...good, 'Receipt No.': 'TZ00000002' };

  it.each([
    [
      'a file that is not a statement',
      'name,amount\r\nWanjiru,100\r\n',
      'This file is not an M-Pesa statement: no line has the column "Receipt No.".',
    ],
    [
      'a missing column',
      mpesaCsv([good], { header: MPESA_HEADER.filter((column) => column !== 'Withdrawn') }),
      'Line 6: the statement has no column "Withdrawn"',
    ],
    [
      'a bad amount',
      mpesaCsv([good, { ...second, 'Paid In': '1,0x0.00' }]),
      'Line 8: Paid In "1,0x0.00" is not an amount',
    ],
    [
      'a bad date',
      mpesaCsv([good, { ...second, 'Completion Time': '2026-09-31 10:00:00' }]),
      'Line 8: Completion Time "2026-09-31 10:00:00" is not a date',
    ],
    ['a broken CSV', `${mpesaCsv([good])}"unclosed,1\r\nx`, 'Line 9: the file is not valid CSV.'],
    ['NUL characters', `${mpesaCsv([good])}\u0000`, 'The file is not a CSV statement.'],
  ])('%s', async (_case, csv, message) => {
    const before = await counts();
    const res = await upload(ctx, group.admin, '/mpesa/statements', csv);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { file: message } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const before = await counts();
    const big = mpesaCsv([good]) + 'x'.repeat(5 * 1024 * 1024);
    const res = await upload(ctx, group.admin, '/mpesa/statements', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 5 MB.');
    expect(await counts()).toEqual(before);
  });

  it('asks for the file, and for multipart', async () => {
    const missing = await upload(ctx, group.admin, '/mpesa/statements', undefined, { note: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Attach the statement in the field "file".');
    const json = await as(ctx, group.admin).post('/mpesa/statements', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send the statement as multipart/form-data, the file in the field "file".',
    );
  });

  it('needs the M-Pesa account chosen in the settings', async () => {
    const api = as(ctx, group.admin);
    await api.patch('/settings', { mpesa_account_id: null });
    try {
      const res = await upload(ctx, group.admin, '/mpesa/statements', mpesaCsv([good]));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'Choose the M-Pesa account in Settings before importing an M-Pesa statement.',
      );
    } finally {
      await api.patch('/settings', { mpesa_account_id: group.mpesaAccountId });
    }
  });
});
