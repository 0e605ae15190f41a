import {
  addMonthsClamped,
  type Language,
  paymentApprovedMessage,
  paymentRejectedMessage,
  todayInGroupZone,
} from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { channelsOf, onlyMessage, setLanguage, setPhone, textOf } from '../../test/messages.js';
import { issueLongTermLoan, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/** docs/decisions/notifications.md, "Receipts": a receipt per approval, a word per rejection. */
let ctx: TestContext;
let treasurer: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;

const today = todayInGroupZone();
const toCents = (kes: number) => Math.round(kes * 100);

usePeopleApp(
  {
    treasurer: named('Tumaini Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Otieno'),
  },
  async (scene) => {
    ({ ctx, treasurer, wanjiru, baraka } = scene);
    await setQuorum(ctx, 1);
    for (const member of [wanjiru, baraka]) {
      await openSavings(ctx, treasurer, member.id, 2_000);
      await issueLongTermLoan(ctx, treasurer, member.id, 30_000, addMonthsClamped(today, -1));
    }
    await setLanguage(ctx, baraka.id, 'sw');
    await setPhone(ctx, baraka.id, '254712000111');
  },
);

const submitted = async (member: SignedIn, items: object[]) => {
  const total = items.reduce(
    (sum, item) => sum + (item as { transaction_amount: number }).transaction_amount,
    0,
  );
  const res = await as(ctx, treasurer).post('/create-transaction', {
    user_id: member.id,
    total_payed: total,
    transaction_date: today,
    transaction_items: items,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transaction_id as number;
};

const owedOnLoans = async (member: SignedIn) =>
  toCents((await as(ctx, treasurer).get(`/loans/total/${member.id}`)).json().total_amount_due.combined_total);
const savingsOf = async (member: SignedIn) =>
  toCents((await as(ctx, treasurer).get(`/savings/total/${member.id}`)).json().total_savings);

describe('a payment approved', () => {
  it.each([
    ['wanjiru', 'en'],
    ['baraka', 'sw'],
  ] as const)(
    'leaves %s one receipt in %s: the split, both balances after it and the M-Pesa receipt',
    async (name, language: Language) => {
      const member = name === 'wanjiru' ? wanjiru : baraka;
      const id = await submitted(member, [
        { transaction_type: 'SAVING', transaction_amount: 1_500, extra: `SKL4QW2E${language.toUpperCase()}` },
      ]);
      const approve = () =>
        as(ctx, treasurer).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
      expect((await approve()).statusCode).toBe(200);
      // A retried approval decides nothing and leaves nothing.
      expect((await approve()).json().updated_items).toBe(0);
      const message = await onlyMessage(ctx, member.id, 'payment_approved');
      const expected = paymentApprovedMessage(language, {
        firstname: name === 'wanjiru' ? 'Wanjiru' : 'Baraka',
        amount: 150_000,
        date: today,
        savings: 150_000,
        longTerm: 0,
        shortTerm: 0,
        savingsBalance: 350_000,
        loanBalance: await owedOnLoans(member),
        receipt: `SKL4QW2E${language.toUpperCase()}`,
      });
      expect(textOf(message)).toEqual(expected);
      expect(await savingsOf(member)).toBe(350_000);
      expect(message).toMatchObject({
        language,
        link: '/statement',
        secret: false,
        eventKey: expect.stringMatching(`^transaction:${id}:items:\\d+:approved$`),
      });
      expect(await channelsOf(ctx, message.id)).toEqual(language === 'sw' ? ['email', 'sms'] : ['email']);
    },
  );

  it('tells a loan repayment part with the loan balance after it, under the transaction number when it has no receipt', async () => {
    const before = await owedOnLoans(wanjiru);
    const id = await submitted(wanjiru, [{ transaction_type: 'LTL', transaction_amount: 2_000 }]);
    const res = await as(ctx, treasurer).patch(`/transactions/loan-long/${id}/status`, {
      status: 'Approved',
    });
    expect(res.statusCode, res.body).toBe(200);
    const receipts = await messagesFor(ctx.database.db, wanjiru.id, 'payment_approved');
    expect(receipts).toHaveLength(2);
    const after = await owedOnLoans(wanjiru);
    expect(after).toBe(before - 200_000);
    expect(textOf(receipts[1]!)).toEqual(
      paymentApprovedMessage('en', {
        firstname: 'Wanjiru',
        amount: 200_000,
        date: today,
        savings: 0,
        longTerm: 200_000,
        shortTerm: 0,
        savingsBalance: await savingsOf(wanjiru),
        loanBalance: after,
        receipt: `TRN-${id}`,
      }),
    );
  });
});

describe('a payment rejected', () => {
  it.each([
    ['wanjiru', 'en'],
    ['baraka', 'sw'],
  ] as const)('tells %s once, in %s, with the reason', async (name, language: Language) => {
    const member = name === 'wanjiru' ? wanjiru : baraka;
    const id = await submitted(member, [{ transaction_type: 'SAVING', transaction_amount: 700 }]);
    const reject = () =>
      as(ctx, treasurer).patch(`/transactions/savings/${id}/status`, {
        status: 'Rejected',
        reason: 'No such M-Pesa code on the statement',
      });
    expect((await reject()).statusCode).toBe(200);
    await reject();
    const message = await onlyMessage(ctx, member.id, 'payment_rejected');
    expect(textOf(message)).toEqual(
      paymentRejectedMessage(language, {
        firstname: name === 'wanjiru' ? 'Wanjiru' : 'Baraka',
        amount: 70_000,
        date: today,
        receipt: `TRN-${id}`,
        reason: 'No such M-Pesa code on the statement',
      }),
    );
  });

  it('leaves nothing for a refused decision: a rejection without a reason, or of another member’s nothing', async () => {
    const id = await submitted(wanjiru, [{ transaction_type: 'SAVING', transaction_amount: 10 }]);
    const before = (await messagesFor(ctx.database.db, wanjiru.id)).length;
    for (const payload of [
      { status: 'Rejected' },
      { status: 'Rejected', reason: '\u0000' },
      { status: null },
    ]) {
      const res = await as(ctx, treasurer).patch(`/transactions/savings/${id}/status`, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(
      (await as(ctx, wanjiru).patch(`/transactions/savings/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(403);
    expect(await messagesFor(ctx.database.db, wanjiru.id)).toHaveLength(before);
  });
});
