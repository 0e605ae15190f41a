import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { asSchemaOwner } from '../../test/database.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { upload } from '../../test/multipart.js';
import { groupStatement, importRecords, paymentLines, rowCount } from '../../test/statement-import-scene.js';
import { MAX_PART_LINES } from './statement-import.service.js';

// docs/decisions/payments.md, "Big imports": a failure half way leaves the parts already written, says so
// in the audit trail, and the same file imported again records the rest.

let ctx: TestContext;
let group: PaymentsGroup;
usePaymentsGroup((scene) => {
  ({ ctx, group } = scene);
});

/** Makes the database refuse the statement line of `reference`, as a full disk would. */
async function failLine(reference: string) {
  await asSchemaOwner(
    ctx.database.db,
    sql.raw(`create function links_test_fail_line() returns trigger language plpgsql as $$
      begin
        if new.reference = '${reference}' then raise exception 'the disk is full'; end if;
        return new;
      end $$`),
    sql.raw(`create trigger links_test_fail_line before insert on statement_lines
      for each row execute function links_test_fail_line()`),
  );
}

async function healed() {
  await asSchemaOwner(
    ctx.database.db,
    sql.raw('drop trigger if exists links_test_fail_line on statement_lines'),
    sql.raw('drop function if exists links_test_fail_line()'),
  );
}
afterAll(async () => {
  if (ctx) await healed();
});

describe('an import that fails half way', () => {
  it('keeps the parts written, marks its record incomplete, and the same file finishes it', {
    timeout: 600_000,
  }, async () => {
    const statement = groupStatement(group, MAX_PART_LINES * 3, 45);
    const payments = paymentLines(statement.lines);
    await failLine(payments.at(-1)!.receipt);
    const failed = await upload(ctx, group.admin, '/mpesa/statements', statement.csv);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('disk');
    const kept = await rowCount(ctx, 'incoming_payments');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(payments.length);
    const [record] = await importRecords(ctx);
    expect(record?.after).toMatchObject({ incomplete: true, imported: kept });
    await expectBalancesReconcile(ctx);

    await healed();
    const again = await upload(ctx, group.admin, '/mpesa/statements', statement.csv);
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    expect(again.json()).toMatchObject({ imported: payments.length - kept, duplicates: kept });
    expect(await rowCount(ctx, 'incoming_payments')).toBe(payments.length);
    const records = await importRecords(ctx);
    expect(records).toHaveLength(2);
    expect(records[1]?.after).not.toHaveProperty('incomplete');
    await expectBalancesReconcile(ctx);
  });
});
