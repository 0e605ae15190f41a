import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { upload } from '../../test/multipart.js';
import {
  groupStatement,
  importRecords,
  liveBody,
  paymentLines,
  rowCount,
} from '../../test/statement-import-scene.js';
import { MAX_PART_LINES } from './statement-import.service.js';

// docs/decisions/payments.md, "Big imports": a statement longer than a part goes in by parts, on both
// engines, and each receipt is still recorded once.

let ctx: TestContext;
let group: PaymentsGroup;
usePaymentsGroup((scene) => {
  ({ ctx, group } = scene);
});

describe('a statement of several parts', () => {
  const statement = () => groupStatement(group, MAX_PART_LINES * 4, 33);

  it('records each receipt once while the same payments arrive live during the import', {
    timeout: 600_000,
  }, async () => {
    const lines = statement();
    const payments = paymentLines(lines.lines);
    const live = payments.filter((_, i) => i % 5 === 0);
    const importing = upload(ctx, group.admin, '/mpesa/statements', lines.csv);
    const callbacks = await Promise.all(
      live.map((line) => callback(ctx, 'confirmation', group.token, liveBody(line))),
    );
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    for (const answer of callbacks) expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await rowCount(ctx, 'incoming_payments')).toBe(payments.length);
    // Whichever came first recorded the receipt; the other saw it recorded.
    const { imported, duplicates } = res.json();
    expect(imported + duplicates).toBe(payments.length);
    expect(duplicates).toBeLessThanOrEqual(live.length);
    expect(await importRecords(ctx)).toHaveLength(1);
    await expectBalancesReconcile(ctx);
  });

  it('changes nothing when imported again, and says so in one more record', {
    timeout: 600_000,
  }, async () => {
    const lines = statement();
    const before = [await rowCount(ctx, 'incoming_payments'), await rowCount(ctx, 'statement_lines')];
    const res = await upload(ctx, group.admin, '/mpesa/statements', lines.csv);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 0,
      duplicates: paymentLines(lines.lines).length,
      withdrawals: [],
      reversals: [],
    });
    expect([await rowCount(ctx, 'incoming_payments'), await rowCount(ctx, 'statement_lines')]).toEqual(
      before,
    );
    const records = await importRecords(ctx);
    expect(records).toHaveLength(2);
    expect(records[1]?.after).toMatchObject({ imported: 0, duplicates: paymentLines(lines.lines).length });
  });
});
