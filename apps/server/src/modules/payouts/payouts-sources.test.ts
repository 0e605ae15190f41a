import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOfEntry } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { payoutRows } from '../../test/payouts-scene.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

/**
 * docs/decisions/payouts.md, "Owing", "A share-out by M-Pesa": an exit refund and a share-out in cash
 * paid by M-Pesa are owed in Payouts due (2150), a payout each member; nothing leaves a money account.
 */
let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s, clock } = scene));

describe('an exit refund by M-Pesa', () => {
  it('needs an account or M-Pesa; by M-Pesa the refund is owed to the member who left', async () => {
    const path = `/members/${s.achieng.id}/exit`;
    const neither = await as(ctx, s.admin).post(path, { date: clock.today(), reason: 'Moved abroad' });
    expect(neither.statusCode).toBe(422);
    expect(Object.keys(neither.json().fields)).toContain('account_id');
    const res = await as(ctx, s.admin).post(path, {
      date: clock.today(),
      pay_by_mpesa: true,
      reason: 'Moved abroad',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 12_000, status: 'inactive' });
    const [payout] = (await payoutRows(ctx)).filter((row) => row.userId === s.achieng.id);
    expect(payout).toMatchObject({ source: 'exit', amountCents: 1_200_000, status: 'Pending' });
    const exitLines = await linesOfEntry(ctx.database.db, (await entryKeyOf('exit'))!);
    expect(exitLines).toContainEqual({
      code: '2150',
      debit: 0,
      credit: 1_200_000,
      userId: null,
      loanId: null,
    });
    await expectBalancesReconcile(ctx);
  });
});

async function entryKeyOf(kind: string) {
  const { journalEntries } = await import('../../db/schema.js');
  const rows = await ctx.database.db
    .select({ key: journalEntries.key, kind: journalEntries.kind })
    .from(journalEntries);
  return rows.find((row) => row.kind === kind)?.key;
}

describe('a share-out by M-Pesa', () => {
  const terms = () => ({ from: s.from, to: s.to, method: 'proportional', withholding_rate: 0.05 });

  it('is only for a cash payout', async () => {
    const res = await as(ctx, s.admin).post('/share-outs', {
      ...terms(),
      payout: 'to_savings',
      pay_by_mpesa: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('pay_by_mpesa is only for a cash payout');
  });

  it('owes each member their whole shillings by M-Pesa and keeps the cents in their savings', async () => {
    const res = await as(ctx, s.admin).post('/share-outs', {
      ...terms(),
      payout: 'cash',
      pay_by_mpesa: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const owed = (await payoutRows(ctx)).filter((row) => row.source === 'share_out' && row.sourceId === id);
    expect(owed.length).toBeGreaterThan(0);
    for (const payout of owed) expect(payout.amountCents % 100).toBe(0);
    const lines = await linesOfEntry(ctx.database.db, `share-out:${s.from}:${s.to}`);
    const due = lines.filter((line) => line.code === '2150').reduce((sum, line) => sum + line.credit, 0);
    const kept = lines.filter((line) => line.code === '2000').reduce((sum, line) => sum + line.credit, 0);
    expect(due).toBe(owed.reduce((sum, payout) => sum + payout.amountCents, 0));
    expect(due + kept).toBe(Math.round(res.json().total_net * 100));
    expect(kept).toBeLessThan(100 * owed.length + 100);
    expect(lines.find((line) => line.code === '1000')).toBeUndefined();
    await expectBalancesReconcile(ctx);
  });
});
