import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBooksBalance } from '../../test/money-state.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { mpesaCsv } from '../../test/mpesa-statement.js';
import { upload } from '../../test/multipart.js';
import { setQuorum } from '../../test/quorum.js';

/**
 * An M-Pesa reversal of a payment already approved (docs/decisions/reversals.md, "M-Pesa reversals"): the
 * statement's import asks for the reversal of its transaction, an official approves it in one click, and the
 * reconciliation then agrees.
 */
let ctx: TestContext;
let group: PaymentsGroup;

usePaymentsGroup((scene) => ({ ctx, group } = scene));

const reconciliation = async () =>
  (await as(ctx, group.admin).get(`/reconciliation/${group.mpesaAccountId}`)).json();

describe('an M-Pesa reversal of an approved payment', () => {
  it('becomes a reversal request; once approved, the savings are back and the reconciliation agrees', async () => {
    await setQuorum(ctx, 1);
    const wanjiru = group.members.get('Wanjiru')!;
    const savings = async () =>
      (await as(ctx, group.admin).get(`/savings/total/${wanjiru.id}`)).json().total_savings as number;
    const before = await savings();
    const body = c2bBody({
      TransID: 'TKAPPROVE1',
      BillRefNumber: wanjiru.memberNumber,
      TransAmount: '1500.00',
    });
    expect((await callback(ctx, 'confirmation', group.token, body)).json()).toMatchObject({ ResultCode: 0 });
    const payment = (await group.paymentOf('TKAPPROVE1'))!;
    expect((await as(ctx, group.admin).post(`/payments/${payment.id}/approve`, {})).statusCode).toBe(200);
    expect(await savings()).toBe(before + 1_500);

    const paidOn = payment.paidOn;
    const csv = mpesaCsv([
      {
        'Receipt No.': 'TKREVERSE1',
        'Completion Time': `${paidOn} 18:00:00`,
        'Transaction Status': 'Completed',
        Details: 'Reversal of TKAPPROVE1',
        Withdrawn: '-1,500.00',
        Balance: '0.00',
        'Reason Type': 'Reversal',
        'Linked Transaction ID': 'TKAPPROVE1',
      },
      {
        'Receipt No.': 'TKAPPROVE1',
        'Completion Time': `${paidOn} 00:00:01`,
        'Transaction Status': 'Completed',
        Details: 'Pay Bill from 2547******101 - WANJIRU K',
        'Paid In': '1,500.00',
        Balance: '1,500.00',
        'Reason Type': 'Pay Bill Online',
        'Other Party Info': '2547******101 - WANJIRU K',
        'A/C No.': wanjiru.memberNumber,
      },
    ]);
    const imported = await upload(ctx, group.admin, '/mpesa/statements', csv);
    expect(imported.statusCode, imported.body).toBe(200);
    const [reversal] = imported.json().reversals;
    expect(reversal).toMatchObject({ outcome: 'reversal_requested', payment_id: payment.id });
    expect(await savings()).toBe(before + 1_500);
    expect((await reconciliation()).agrees).toBe(false);

    const request = (await as(ctx, group.admin).get(`/approvals/${reversal.approval_id}`)).json();
    expect(request).toMatchObject({ kind: 'transaction_reversal', status: 'Pending' });
    const voted = await as(ctx, group.admin).post(`/approvals/${reversal.approval_id}/decision`, {
      decision: 'Approve',
    });
    expect(voted.statusCode, voted.body).toBe(200);

    expect(await savings()).toBe(before);
    const transaction = (await as(ctx, group.admin).get(`/transactions/${payment.transactionId}`)).json();
    expect(transaction.transaction).toMatchObject({
      status: 'Reversed',
      reversal: { date: paidOn, reason: 'Reversed by M-Pesa: TKREVERSE1' },
    });
    const agreed = await reconciliation();
    expect(agreed, JSON.stringify(agreed)).toMatchObject({
      agrees: true,
      statement_lines: [],
      book_entries: [],
    });
    await expectBooksBalance(ctx);
  });
});
