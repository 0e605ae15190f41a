import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDate, anyName, anyReason, cents, LANG } from '../test/message-figures.js';
import { paymentApprovedMessage, paymentRejectedMessage } from './payments.js';
import { kes, SMS_MAX } from './text.js';

// docs/decisions/notifications.md, "Receipts"

describe('payment messages', () => {
  it('paymentApprovedMessage in English: savings and a loan repayment', () => {
    expect(
      paymentApprovedMessage('en', {
        firstname: 'Wanjiku',
        amount: 350000,
        date: '2026-11-28',
        savings: 200000,
        longTerm: 150000,
        shortTerm: 0,
        savingsBalance: 1250000,
        loanBalance: 4800000,
        receipt: 'SKL4QW2ER7',
      }),
    ).toEqual({
      subject: 'Receipt SKL4QW2ER7: KES 3,500.00 received',
      body: 'Hello Wanjiku,\n\nYour payment of KES 3,500.00 on 28 Nov 2026 was received and approved. It went to:\n- Savings: KES 2,000.00\n- Long-term loan: KES 1,500.00\n\nYour savings are now KES 12,500.00. Your loans now owe KES 48,000.00.\nReceipt number: SKL4QW2ER7',
      sms: 'Receipt SKL4QW2ER7: KES 3,500.00 received 28 Nov 2026: savings KES 2,000.00, long-term loan KES 1,500.00. Savings now KES 12,500.00, loans owe KES 48,000.00.',
    });
  });

  it('paymentApprovedMessage in Kiswahili: savings and a loan repayment', () => {
    expect(
      paymentApprovedMessage('sw', {
        firstname: 'Wanjiku',
        amount: 350000,
        date: '2026-11-28',
        savings: 200000,
        longTerm: 150000,
        shortTerm: 0,
        savingsBalance: 1250000,
        loanBalance: 4800000,
        receipt: 'SKL4QW2ER7',
      }),
    ).toEqual({
      subject: 'Risiti SKL4QW2ER7: tumepokea KES 3,500.00',
      body: 'Habari Wanjiku,\n\nMalipo yako ya KES 3,500.00 ya tarehe 28 Nov 2026 yamepokelewa na kuidhinishwa. Yamegawanywa hivi:\n- Akiba: KES 2,000.00\n- Mkopo wa muda mrefu: KES 1,500.00\n\nAkiba yako sasa ni KES 12,500.00. Deni la mikopo yako sasa ni KES 48,000.00.\nNambari ya risiti: SKL4QW2ER7',
      sms: 'Risiti SKL4QW2ER7: tumepokea KES 3,500.00 tar 28 Nov 2026: akiba KES 2,000.00, mkopo mrefu KES 1,500.00. Akiba sasa KES 12,500.00, deni KES 48,000.00.',
    });
  });

  it('paymentApprovedMessage in English: savings only, no loan', () => {
    expect(
      paymentApprovedMessage('en', {
        firstname: 'Wanjiku',
        amount: 100000,
        date: '2026-11-28',
        savings: 100000,
        longTerm: 0,
        shortTerm: 0,
        savingsBalance: 100000,
        loanBalance: null,
        receipt: 'TRN-12',
      }),
    ).toEqual({
      subject: 'Receipt TRN-12: KES 1,000.00 received',
      body: 'Hello Wanjiku,\n\nYour payment of KES 1,000.00 on 28 Nov 2026 was received and approved. It went to:\n- Savings: KES 1,000.00\n\nYour savings are now KES 1,000.00. You owe nothing on loans.\nReceipt number: TRN-12',
      sms: 'Receipt TRN-12: KES 1,000.00 received 28 Nov 2026: savings KES 1,000.00. Savings now KES 1,000.00.',
    });
  });

  it('paymentApprovedMessage in Kiswahili: savings only, no loan', () => {
    expect(
      paymentApprovedMessage('sw', {
        firstname: 'Wanjiku',
        amount: 100000,
        date: '2026-11-28',
        savings: 100000,
        longTerm: 0,
        shortTerm: 0,
        savingsBalance: 100000,
        loanBalance: null,
        receipt: 'TRN-12',
      }),
    ).toEqual({
      subject: 'Risiti TRN-12: tumepokea KES 1,000.00',
      body: 'Habari Wanjiku,\n\nMalipo yako ya KES 1,000.00 ya tarehe 28 Nov 2026 yamepokelewa na kuidhinishwa. Yamegawanywa hivi:\n- Akiba: KES 1,000.00\n\nAkiba yako sasa ni KES 1,000.00. Huna deni la mkopo.\nNambari ya risiti: TRN-12',
      sms: 'Risiti TRN-12: tumepokea KES 1,000.00 tar 28 Nov 2026: akiba KES 1,000.00. Akiba sasa KES 1,000.00.',
    });
  });

  it('paymentRejectedMessage in English', () => {
    expect(
      paymentRejectedMessage('en', {
        firstname: 'Wanjiku',
        amount: 350000,
        date: '2026-11-28',
        receipt: 'TRN-12',
        reason: 'No such M-Pesa code',
      }),
    ).toEqual({
      subject: 'Payment TRN-12 was not approved',
      body: "Hello Wanjiku,\n\nYour payment of KES 3,500.00 on 28 Nov 2026 (receipt TRN-12) was not approved. Reason: No such M-Pesa code\n\nIf you did pay, show the group's treasurer your M-Pesa message.",
      sms: 'Your payment of KES 3,500.00 on 28 Nov 2026 (ref TRN-12) was not approved. Reason: No such M-Pesa code',
    });
  });

  it('paymentRejectedMessage in Kiswahili', () => {
    expect(
      paymentRejectedMessage('sw', {
        firstname: 'Wanjiku',
        amount: 350000,
        date: '2026-11-28',
        receipt: 'TRN-12',
        reason: 'No such M-Pesa code',
      }),
    ).toEqual({
      subject: 'Malipo TRN-12 hayakukubaliwa',
      body: 'Habari Wanjiku,\n\nMalipo yako ya KES 3,500.00 ya tarehe 28 Nov 2026 (risiti TRN-12) hayakukubaliwa. Sababu: No such M-Pesa code\n\nKama umeshalipa, mwone mweka hazina wa kikundi ukiwa na ujumbe wa M-Pesa.',
      sms: 'Malipo yako KES 3,500.00 ya 28 Nov 2026 (risiti TRN-12) hayakukubaliwa. Sababu: No such M-Pesa code',
    });
  });

  it('fits one SMS for any figures, and keeps the receipt number and the balances', () => {
    fc.assert(
      fc.property(
        LANG,
        fc.record({
          firstname: anyName,
          date: anyDate,
          savings: fc.oneof(fc.constant(0), cents),
          longTerm: fc.oneof(fc.constant(0), cents),
          shortTerm: fc.oneof(fc.constant(0), cents),
          savingsBalance: cents,
          loanBalance: fc.option(cents),
          receipt: fc.oneof(
            fc.stringMatching(/^[A-Z0-9]{10}$/),
            fc.integer({ min: 1, max: 2_147_483_647 }).map((id) => `TRN-${id}`),
          ),
        }),
        (language, f) => {
          const figures = { ...f, amount: Math.min(f.savings + f.longTerm + f.shortTerm, 1_000_000_000) };
          const { sms } = paymentApprovedMessage(language, figures);
          expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
          expect(sms).toContain(f.receipt);
          expect(sms).toContain(kes(f.savingsBalance).slice(4));
          if (f.loanBalance !== null) expect(sms).toContain(kes(f.loanBalance).slice(4));
          expect(sms.endsWith('…')).toBe(false);
        },
      ),
    );
  });

  it('a rejection fits one SMS for any reason, cutting the reason only', () => {
    fc.assert(
      fc.property(LANG, anyName, cents, anyDate, anyReason, (language, firstname, amount, date, reason) => {
        const { sms, body } = paymentRejectedMessage(language, {
          firstname,
          amount,
          date,
          receipt: 'TRN-2147483647',
          reason,
        });
        expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
        expect(sms).toContain('TRN-2147483647');
        expect(body).toContain(reason.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
