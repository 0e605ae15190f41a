import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv, type StatementRow } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';

/**
 * A statement's own findings (docs/decisions/money-findings.md, "Findings of a statement"): a
 * payment listed twice is kept once and leaves no line unpartnered in the reconciliation, and a
 * Balance that does not follow from the line before it is reported in the import's answer.
 */
let ctx: TestContext;
let group: PaymentsGroup;

usePaymentsGroup((scene) => ({ ctx, group } = scene));

const line = (receipt: string, time: string, fields: StatementRow): StatementRow => ({
  'Receipt No.': receipt,
  'Completion Time': time,
  'Transaction Status': 'Completed',
  ...fields,
});

const paidIn = (receipt: string, time: string, amount: string, balance: string, name: string) =>
  line(receipt, time, {
    'Paid In': amount,
    Balance: balance,
    'Other Party Info': '2547******101 - WANJIRU K',
    'A/C No.': group.members.get(name)!.memberNumber,
  });

const reconciliation = async () => {
  const res = await as(ctx, group.admin).get(`/reconciliation/${group.mpesaAccountId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('an M-Pesa statement that repeats a line and whose Balance breaks', () => {
  it('keeps the repeated payment once, reports both findings, and pairs every line once approved', async () => {
    const csv = mpesaCsv([
      paidIn('TR00000013', '2026-10-03 09:00:00', '300.00', '1,850.00', 'Otieno'),
      paidIn('TR00000012', '2026-10-02 09:00:00', '500.00', '1,500.00', 'Otieno'),
      paidIn('TR00000011', '2026-10-01 09:00:00', '1,000.00', '1,000.00', 'Wanjiru'),
      paidIn('TR00000011', '2026-10-01 09:00:00', '1,000.00', '1,000.00', 'Wanjiru'),
    ]);
    const res = await upload(ctx, group.admin, '/mpesa/statements', csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ imported: 3, duplicates: 0, matched: 3, skipped: 1 });
    // Time order: TR00000011 twice (the second's Balance repeats the first's), then TR00000012
    // (1,500.00 follows), then TR00000013, whose Balance is 50.00 above what its line gives.
    expect(answer.findings).toEqual([
      {
        kind: 'balance_break',
        reference: 'TR00000011',
        date: '2026-10-01',
        message:
          "TR00000011 on 2026-10-01: the statement's balance is 1,000.00, but the line before it and its amount give 2,000.00.",
      },
      {
        kind: 'balance_break',
        reference: 'TR00000013',
        date: '2026-10-03',
        message:
          "TR00000013 on 2026-10-03: the statement's balance is 1,850.00, but the line before it and its amount give 1,800.00.",
      },
      {
        kind: 'repeated_line',
        reference: 'TR00000011',
        date: '2026-10-01',
        message:
          'TR00000011 on 2026-10-01: the statement lists the payment of 1,000.00 again; it is one payment and was kept once.',
      },
    ]);
    expect(answer.message).toMatch(/3 findings in the statement to look at\.$/);

    const api = as(ctx, group.admin);
    const pending = (await api.get('/payments?status=pending')).json().payments as { id: number }[];
    expect(pending).toHaveLength(3);
    for (const payment of pending)
      expect((await api.post(`/payments/${payment.id}/approve`, {})).statusCode).toBe(200);
    const after = await reconciliation();
    expect(after.statement.lines).toBe(3);
    expect(after.statement_lines).toEqual([]);
    expect(after.book_entries).toEqual([]);
    expect(after.books_balance).toBe(1800);
    await expectBalancesReconcile(ctx);
  });
});

describe('a bank statement with two alike lines', () => {
  it('takes them as two deposits, each paired with its own approval', async () => {
    const api = as(ctx, group.admin);
    await api.post('/create-bank-account', { name: 'Equity Bank', amount: 0 });
    const equity = await accountIdByCode(ctx.database.db, '1102');
    const m = group.members.get('Wanjiru')!.memberNumber;
    const csv = [
      'Txn Date,Narrative,Ref No,Debit,Credit,Balance',
      `05/10/2026,CASH DEPOSIT ${m},,,"2,000.00","2,000.00"`,
      `05/10/2026,CASH DEPOSIT ${m},,,"2,000.00","4,000.00"`,
    ].join('\n');
    const mapping = {
      date: 'Txn Date',
      description: 'Narrative',
      credit: 'Credit',
      debit: 'Debit',
      balance: 'Balance',
    };
    const res = await upload(ctx, group.admin, `/bank-statements/${equity}`, csv, mapping);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, matched: 2, duplicates: 0, findings: [] });
    const pending = (await api.get('/payments?status=pending&source=bank_statement')).json().payments as {
      id: number;
    }[];
    expect(pending).toHaveLength(2);
    for (const payment of pending)
      expect((await api.post(`/payments/${payment.id}/approve`, {})).statusCode).toBe(200);
    const answer = (await api.get(`/reconciliation/${equity}`)).json();
    expect(answer).toMatchObject({ books_balance: 4000, statement: { lines: 2, closing_balance: 4000 } });
    expect(answer.statement_lines).toEqual([]);
    expect(answer.book_entries).toEqual([]);
    await expectBalancesReconcile(ctx);
  });
});
