import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { testDbKind } from '../../test/database.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { upload } from '../../test/multipart.js';
import {
  groupStatement,
  importRecords,
  paymentLines,
  rowCount,
  signInGroupMember,
} from '../../test/statement-import-scene.js';
import { MAX_STATEMENT_BYTES } from './upload.js';

// docs/decisions/payments.md, "Big imports": on the embedded database, which runs one transaction at a time,
// a big statement goes in by parts and the group goes on reading. (On PostgreSQL reads never wait
// for a write; statement-import-parts.test.ts checks the parts there.)

let ctx: TestContext;
let group: PaymentsGroup;
usePaymentsGroup((scene) => {
  ({ ctx, group } = scene);
});

const letGo = () => new Promise((resolve) => setImmediate(resolve));

describe.skipIf(testDbKind === 'postgres')('a 10,000-line statement on the embedded database', () => {
  it('fits the 5 MB limit, and a member reads their transactions while it imports', async () => {
    const statement = groupStatement(group, 10_000, 21);
    expect(statement.lines.length).toBeGreaterThanOrEqual(10_000);
    expect(Buffer.byteLength(statement.csv)).toBeLessThan(MAX_STATEMENT_BYTES);
    const wanjiru = await signInGroupMember(ctx, 'Wanjiru');
    const own = `/transactions/user/${wanjiru.id}?per_page=1`;
    const finished: string[] = [];
    const importing = upload(ctx, group.admin, '/mpesa/statements', statement.csv).then((res) => {
      finished.push('import');
      return res;
    });
    // Once the import has written a tenth of the file, the member asks for their transactions. (In
    // one transaction, this count would first answer when the whole file was in.)
    while ((await rowCount(ctx, 'statement_lines')) < 1000 && finished.length === 0) await letGo();
    const read = await as(ctx, wanjiru).get(own);
    finished.push('read');
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(read.statusCode, read.body).toBe(200);

    // The read answered before the import did, and saw it half done: some of the member's
    // payments already pending transactions, not all of them. In one transaction it would have
    // waited for the whole file and seen every one.
    expect(finished).toEqual(['read', 'import']);
    const seen = read.json().pagination.total as number;
    const all = (await as(ctx, wanjiru).get(own)).json().pagination.total as number;
    expect(all).toBeGreaterThan(100);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(all);

    // Each receipt recorded once, the answer counting them all, and one audit record for the import.
    const receipts = paymentLines(statement.lines).map((line) => line.receipt);
    expect(new Set(receipts).size).toBe(receipts.length);
    expect(await rowCount(ctx, 'incoming_payments')).toBe(receipts.length);
    const answer = res.json();
    expect(answer).toMatchObject({ imported: receipts.length, duplicates: 0 });
    expect(answer.matched + answer.unmatched).toBe(receipts.length);
    const records = await importRecords(ctx);
    expect(records).toHaveLength(1);
    expect(records[0]?.after).toMatchObject({
      imported: answer.imported,
      matched: answer.matched,
      unmatched: answer.unmatched,
      skipped: answer.skipped,
      duplicates: 0,
    });
    await expectBalancesReconcile(ctx);
  }, 900_000);
});
