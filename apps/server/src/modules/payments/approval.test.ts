import { paymentApprovedMessage } from '@links/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, transactionItems } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode, linesOfEntry } from '../../test/journal-rows.js';
import { expectBalancesReconcile, issueLongTermLoan, issueShortTermLoan } from '../../test/money-fixtures.js';
import { c2bBody, callback, type PaymentsGroup, usePaymentsGroup } from '../../test/mpesa-fixtures.js';
import { messagesFor } from '../outbox/outbox.service.js';

let ctx: TestContext;
let group: PaymentsGroup;
let loans: { long: number; short: number };

usePaymentsGroup(async (scene) => {
  ({ ctx, group } = scene);
  const kiprono = group.members.get('Kiprono')!.id;
  // 100,000 at 12% over 24 months: 4,707.35 a month from 15 September; 30,000 at 18% flat over
  // 3 months: 11,800 a month from 10 October (docs/decisions/loans.md, "Long-term loans").
  loans = {
    long: (await issueLongTermLoan(ctx, group.admin, kiprono, 100_000, '2026-08-15')).loan_id,
    short: (await issueShortTermLoan(ctx, group.admin, kiprono, 30_000, '2026-09-10')).loan_id,
  };
});

async function confirmed(receipt: string, overrides: Record<string, unknown>) {
  const res = await callback(ctx, 'confirmation', group.token, c2bBody({ TransID: receipt, ...overrides }));
  expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  return (await group.paymentOf(receipt))!;
}

const approve = (who: SignedIn, id: number, payload: unknown = {}) =>
  as(ctx, who).post(`/payments/${id}/approve`, payload);

describe('the proposed split and its approval into the M-Pesa account, to the cent', () => {
  let paymentId: number;

  it('proposes the installments due, long-term then short-term, then savings', async () => {
    const kiprono = group.members.get('Kiprono')!;
    const row = await confirmed('TKSPLIT001', {
      TransTime: '20261020120000',
      TransAmount: '25000.00',
      BillRefNumber: kiprono.memberNumber,
    });
    paymentId = row.id;
    const list = (await as(ctx, group.admin).get('/payments?q=TKSPLIT001')).json();
    expect(list.payments).toHaveLength(1);
    expect(list.payments[0]).toMatchObject({
      status: 'Pending approval',
      member_name: 'Kiprono Cheruiyot',
      member_number: kiprono.memberNumber,
      match_rule: 'member_number',
      // Due by the end of October: September's and October's long-term installments (2 × 4,707.35),
      // October's short-term one (11,800), the rest to savings.
      items: [
        { type: 'LTL', amount: 9414.7, status: 'Pending' },
        { type: 'STL', amount: 11800, status: 'Pending' },
        { type: 'SAVING', amount: 3785.3, status: 'Pending' },
      ],
      can_approve: true,
    });
  });

  it('posts each item from the M-Pesa account: principal, interest and savings to the cent', async () => {
    const res = await approve(group.admin, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment approved.',
      payment: { status: 'Approved', can_approve: false },
    });
    const items = await ctx.database.db
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, res.json().payment.transaction_id))
      .orderBy(transactionItems.id);
    const db = ctx.database.db;
    const kiprono = group.members.get('Kiprono')!.id;
    const mpesa = (await as(ctx, group.admin).get('/books/accounts?money=true'))
      .json()
      .accounts.find((account: { id: number }) => account.id === group.mpesaAccountId);
    expect(mpesa.code).toBe('1101');
    // Installment 1: 1,000.00 interest + 3,707.35 principal; 2: 962.93 + 3,744.42
    // (docs/decisions/loans.md, "Long-term loans").
    expect(await linesOfEntry(db, `item:${items[0]!.id}`)).toEqual([
      { code: '1101', debit: 941_470, credit: 0, userId: null, loanId: null },
      { code: '1200', debit: 0, credit: 745_177, userId: kiprono, loanId: loans.long },
      { code: '4000', debit: 0, credit: 196_293, userId: kiprono, loanId: loans.long },
    ]);
    expect(await linesOfEntry(db, `item:${items[1]!.id}`)).toEqual([
      { code: '1101', debit: 1_180_000, credit: 0, userId: null, loanId: null },
      { code: '1200', debit: 0, credit: 1_000_000, userId: kiprono, loanId: loans.short },
      { code: '4000', debit: 0, credit: 180_000, userId: kiprono, loanId: loans.short },
    ]);
    expect(await linesOfEntry(db, `item:${items[2]!.id}`)).toEqual([
      { code: '1101', debit: 378_530, credit: 0, userId: null, loanId: null },
      { code: '2000', debit: 0, credit: 378_530, userId: kiprono, loanId: null },
    ]);
    expect(mpesa.balance).toBe(25_000);
    await expectBalancesReconcile(ctx);
  });

  it('leaves Kiprono one receipt: the M-Pesa receipt, the three parts and both balances after it', async () => {
    const kiprono = group.members.get('Kiprono')!.id;
    const [receipt, ...more] = await messagesFor(ctx.database.db, kiprono, 'payment_approved');
    expect(more).toEqual([]);
    const owed = (await as(ctx, group.admin).get(`/loans/total/${kiprono}`)).json().total_amount_due;
    const saved = (await as(ctx, group.admin).get(`/savings/total/${kiprono}`)).json().total_savings;
    // docs/decisions/notifications.md, "Receipts".
    expect({ subject: receipt?.subject, body: receipt?.body, sms: receipt?.sms }).toEqual(
      paymentApprovedMessage('en', {
        firstname: 'Kiprono',
        amount: 2_500_000,
        date: '2026-10-20',
        savings: 378_530,
        longTerm: 941_470,
        shortTerm: 1_180_000,
        savingsBalance: Math.round(saved * 100),
        loanBalance: Math.round(owed.combined_total * 100),
        receipt: 'TKSPLIT001',
      }),
    );
    expect((await approve(group.admin, paymentId)).statusCode).toBe(409);
    expect(await messagesFor(ctx.database.db, kiprono, 'payment_approved')).toHaveLength(1);
  });
  it('refuses to approve it twice', async () => {
    const res = await approve(group.admin, paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment is approved: it cannot be approved.');
  });
});

describe('changing the split before approving', () => {
  let paymentId: number;
  beforeAll(async () => {
    paymentId = (
      await confirmed('TKRESPLIT1', {
        TransAmount: '5000',
        BillRefNumber: group.members.get('Otieno')!.memberNumber,
      })
    ).id;
  });

  it.each([
    [
      { items: [{ transaction_type: 'SAVING', transaction_amount: 4000 }] },
      "The items add up to KES 4,000.00, not the payment's KES 5,000.00.",
    ],
    [
      {
        items: [
          { transaction_type: 'SAVING', transaction_amount: 3000 },
          { transaction_type: 'LTL', transaction_amount: 2000 },
        ],
      },
      'Otieno has no uncleared long-term loan.',
    ],
    [
      {
        items: [
          { transaction_type: 'SAVING', transaction_amount: 3000 },
          { transaction_type: 'SAVING', transaction_amount: 2000 },
        ],
      },
      'One item per type at most',
    ],
    [
      { items: [{ transaction_type: 'SAVING', transaction_amount: 5000.001 }] },
      'transaction_amount must have at most two decimals',
    ],
  ])('refuses %j, changing nothing', async (payload, message) => {
    const res = await approve(group.admin, paymentId, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    const [row] = await ctx.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.id, paymentId));
    expect(row?.status).toBe('pending');
  });
});

describe('approvals through the transaction screens keep the payment’s rules', () => {
  let row: typeof incomingPayments.$inferSelect;
  beforeAll(async () => {
    row = await confirmed('TKSCREEN01', {
      TransAmount: '800',
      BillRefNumber: group.members.get('Njeri')!.memberNumber,
    });
  });

  it('refuses another account than the one the money came into', async () => {
    const cash = await accountIdByCode(ctx.database.db, '1000');
    const res = await as(ctx, group.admin).patch(`/transactions/savings/${row.transactionId}/status`, {
      status: 'Approved',
      account_id: cash,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This payment came into M-Pesa Paybill 600123: it is approved into that account.',
    );
  });

  it('approves into the M-Pesa account when none is named, and the payment follows', async () => {
    const res = await as(ctx, group.admin).patch(`/transactions/savings/${row.transactionId}/status`, {
      status: 'Approved',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await ctx.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.id, row.id));
    expect(after?.status).toBe('approved');
    const items = await ctx.database.db
      .select()
      .from(transactionItems)
      .where(eq(transactionItems.transactionId, row.transactionId!));
    expect((await linesOfEntry(ctx.database.db, `item:${items[0]!.id}`))[0]).toMatchObject({
      code: '1101',
      debit: 80_000,
    });
  });

  it('puts a payment whose transaction is rejected back among the unmatched', async () => {
    const other = await confirmed('TKSCREEN02', {
      TransAmount: '300',
      BillRefNumber: group.members.get('Njeri')!.memberNumber,
    });
    const res = await as(ctx, group.admin).patch(`/transactions/savings/${other.transactionId}/status`, {
      status: 'Rejected',
      reason: 'Paid for a neighbour',
    });
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.id, other.id));
    expect(after).toMatchObject({
      status: 'unmatched',
      transactionId: null,
      userId: null,
      note: `Its transaction TRN-${other.transactionId} was rejected.`,
    });
    await expectBalancesReconcile(ctx);
  });
});
