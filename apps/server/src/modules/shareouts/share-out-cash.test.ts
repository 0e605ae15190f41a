import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode, entryKeys, linesOfEntry } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s } = scene));

const terms = () => ({
  from: s.from,
  to: s.to,
  method: 'proportional',
  withholding_rate: 0.05,
  payout: 'cash',
});
const commit = (extra: Record<string, unknown> = {}) =>
  as(ctx, s.admin).post('/share-outs', { ...terms(), ...extra });
const balances = async () => {
  const { accounts } = (await as(ctx, s.admin).get('/books/accounts')).json();
  return Object.fromEntries(accounts.map((a: { code: string; balance: number }) => [a.code, a.balance]));
};

describe('POST /share-outs in cash', () => {
  it('refuses an account that cannot pay it all, writing nothing and leaving the period open', async () => {
    const before = await entryKeys(ctx.database.db);
    const res = await commit({ account_id: s.equity });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Insufficient funds in Equity Bank: balance KES 0.01.',
      fields: { account_id: 'Insufficient funds in Equity Bank: balance KES 0.01.' },
    });
    expect(await entryKeys(ctx.database.db)).toEqual(before);
    expect((await as(ctx, s.admin).post('/share-outs/preview', terms())).statusCode).toBe(200);
    expect((await as(ctx, s.admin).get('/share-outs')).json().share_outs).toEqual([]);
  });

  it('refuses an account that holds no money, and an account for a payout into savings', async () => {
    const savings = await accountIdByCode(ctx.database.db, '2000');
    const notMoney = await commit({ account_id: savings });
    expect(notMoney.statusCode).toBe(422);
    expect(notMoney.json().message).toBe('account_id must be Cash on hand or a bank account of the books.');
    const intoSavings = await commit({ payout: 'to_savings', account_id: s.equity });
    expect(intoSavings.statusCode).toBe(422);
    expect(intoSavings.json().message).toBe('account_id is only for a cash payout');
    expect((await commit({ payout: 'cheque' })).json().message).toBe('payout must be to_savings or cash');
  });

  it('pays the nets out of the group’s default account, Cash on hand, and leaves the savings as they were', async () => {
    const before = await balances();
    const res = await commit();
    expect(res.statusCode, res.body).toBe(201);
    const cash = await accountIdByCode(ctx.database.db, '1000');
    expect(res.json()).toMatchObject({
      payout: 'cash',
      account: { id: cash, name: 'Cash on hand' },
      total_share: 9_000.01,
      total_withholding: 450,
      total_net: 8_550.01,
    });
    const after = await balances();
    expect(Math.round((before['1000'] - after['1000']) * 100) / 100).toBe(8_550.01);
    expect(after['2000']).toBe(before['2000']);
    expect(after['2100']).toBe(450);
    expect(await linesOfEntry(ctx.database.db, `share-out:${s.from}:${s.to}`)).toEqual([
      { code: '1000', debit: 0, credit: 855_001, userId: null, loanId: null },
      { code: '2100', debit: 0, credit: 45_000, userId: null, loanId: null },
      { code: '3100', debit: 900_001, credit: 0, userId: null, loanId: null },
    ]);
    await expectBalancesReconcile(ctx);
  });

  it('prints the share-out in Kiswahili when asked (docs/decisions/languages.md, "Documents")', async () => {
    const { share_outs } = (await as(ctx, s.admin).get('/share-outs')).json();
    const res = await as(ctx, s.admin).get(`/share-outs/${share_outs[0].id}?format=pdf&lang=sw`);
    expect(res.statusCode).toBe(200);
    const text = pdfPageTexts(res.rawPayload).join('\n');
    for (const expected of [
      'Mgao',
      `1 Jan ${s.year} – 31 Des ${s.year}`,
      'Kwa uwiano',
      'KES 9,000.01',
      'Wanachama',
      // Whole, not cut short with an ellipsis.
      'TAREHE YA MALIPO',
      'Kwa pesa taslimu kutoka Cash on hand',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Proportional');
  });

  it('prints the share-out as a PDF: the period, the method, every member’s line and the totals', async () => {
    const { share_outs } = (await as(ctx, s.admin).get('/share-outs')).json();
    const res = await as(ctx, s.admin).get(`/share-outs/${share_outs[0].id}?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="share-out-${s.from}-${s.to}.pdf"`);
    const text = pdfPageTexts(res.rawPayload).join('\n');
    if (process.env.SHARE_OUT_PDF)
      (await import('node:fs')).writeFileSync(process.env.SHARE_OUT_PDF, res.rawPayload);
    for (const expected of [
      'Test Group',
      'Share-out',
      `1 Jan ${s.year} – 31 Dec ${s.year}`,
      'KES 9,000.01',
      'Proportional',
      '5%',
      'In cash from Cash on hand',
      'Achieng Otieno',
      'Chebet Kiprop',
      '4,500.01',
      '4,275.01',
      'Totals (4 members)',
      '48,000.00',
      '8,550.01',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    const bad = await as(ctx, s.admin).get(`/share-outs/${share_outs[0].id}?format=xml`);
    expect(bad.statusCode).toBe(422);
  });
});
