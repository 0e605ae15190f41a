import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateIn } from '../test/arbitraries.js';
import {
  paymentReversedMessage,
  rotationPotPaidMessage,
  withdrawalPaidMessage,
  withdrawalRejectedMessage,
} from './member-money.js';
import { memberExitedMessage, memberReactivatedMessage } from './membership.js';
import { MONEY_OUT_KINDS, moneyOutMessage } from './money-out.js';
import { payoutSentMessage } from './payouts.js';
import { shareOutMessage } from './share-out.js';
import { kes, LANGUAGES, SMS_MAX } from './text.js';

// The figures a message may carry (docs/decisions/notifications.md, "Writing a message").
const language = fc.constantFrom(...LANGUAGES);
const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const date = isoDateIn(2000, 2099);
const text = fc.string({ maxLength: 200 });
const name = fc.string({ minLength: 1, maxLength: 60 });

const fits = <F>(figures: fc.Arbitrary<F>, write: (l: 'en' | 'sw', f: F) => { sms: string }) =>
  fc.assert(
    fc.property(language, figures, (lang, f) => {
      expect(write(lang, f).sms.length).toBeLessThanOrEqual(SMS_MAX);
    }),
  );

describe('share-out line', () => {
  const figures = { from: '2026-01-01', to: '2026-12-31', shareCents: 1_200_000, taxCents: 60_000 };

  it('says the share, the tax withheld and where it was paid', () => {
    expect(shareOutMessage('en', { ...figures, paid: { to: 'savings' } }).sms).toBe(
      'Share-out 1 Jan 2026 - 31 Dec 2026: your share KES 12,000.00, tax KES 600.00. KES 11,400.00 added to your savings.',
    );
    expect(shareOutMessage('sw', { ...figures, paid: { to: 'cash', accountName: 'Equity Bank' } })).toEqual({
      subject: 'Mgao wako',
      body: 'Mgao wa 1 Jan 2026 - 31 Des 2026: sehemu yako ni KES 12,000.00, kodi iliyokatwa KES 600.00.\nKES 11,400.00 umelipwa taslimu kutoka Equity Bank.',
      sms: 'Mgao 1 Jan 2026 - 31 Des 2026: sehemu yako KES 12,000.00, kodi KES 600.00. KES 11,400.00 umelipwa taslimu kutoka Equity Bank.',
    });
  });

  it('fits one SMS for any figures', () => {
    const paid = fc.oneof(
      fc.constant({ to: 'savings' as const }),
      fc.record({ to: fc.constant('cash' as const), accountName: name }),
    );
    fits(fc.record({ from: date, to: date, shareCents: amount, taxCents: amount, paid }), shareOutMessage);
  });
});

describe('money out', () => {
  const figures = {
    kind: 'withdrawal' as const,
    amountCents: 500_000,
    date: '2026-12-03',
    memberName: 'Grace Wanjiru Kamau',
    purpose: 'School fees',
    approvedBy: ['Peter Otieno', 'Mary Njeri'],
  };

  it('tells every member the amount, purpose and who approved it', () => {
    expect(moneyOutMessage('en', figures)).toEqual({
      subject: 'Group money out: KES 5,000.00',
      body: 'Money left the group on 3 Dec 2026: KES 5,000.00, savings withdrawal paid to Grace Wanjiru Kamau.\nPurpose: School fees. Approved by Peter Otieno and Mary Njeri.',
      sms: 'Group money out 3 Dec 2026: KES 5,000.00, savings withdrawal paid to Grace K. (School fees). Approved by Peter O. and Mary N.',
    });
    const expense = { ...figures, kind: 'expense' as const, memberName: null, purpose: 'Stationery' };
    expect(moneyOutMessage('sw', expense).sms).toBe(
      'Pesa za kikundi 3 Des 2026: KES 5,000.00, matumizi (Stationery). Imeidhinishwa na Peter O. na Mary N.',
    );
    expect(moneyOutMessage('en', { ...figures, kind: 'write_off', purpose: '', approvedBy: [] }).sms).toBe(
      'Group money out 3 Dec 2026: KES 5,000.00, loan of Grace K. written off on leaving.',
    );
  });

  it('fits one SMS for any figures, keeping the amount', () => {
    const any = fc.record({
      kind: fc.constantFrom(...MONEY_OUT_KINDS),
      amountCents: amount,
      date,
      memberName: fc.option(name, { nil: null }),
      purpose: text,
      approvedBy: fc.array(name, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(language, any, (lang, f) => {
        const sms = moneyOutMessage(lang, f).sms;
        expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
        expect(sms).toContain(kes(f.amountCents));
      }),
    );
  });
});

describe("a member's own money", () => {
  it('tells a reversal, a withdrawal paid and one rejected, in both languages', () => {
    const reversal = {
      label: '#12',
      totalCents: 300_000,
      paidOn: '2026-11-02',
      reversedOn: '2026-11-09',
      reason: 'Recorded twice',
    };
    expect(paymentReversedMessage('en', reversal).sms).toBe(
      'Payment #12 of KES 3,000.00 dated 2 Nov 2026 was reversed on 9 Nov 2026: Recorded twice. Balances are as before it.',
    );
    expect(paymentReversedMessage('sw', reversal).sms).toBe(
      'Malipo #12 ya KES 3,000.00 ya 2 Nov 2026 yamebatilishwa 9 Nov 2026: Recorded twice. Akiba na mkopo vimerudi kama awali.',
    );
    const paid = { amountCents: 500_000, accountName: 'M-Pesa', paidOn: '2026-12-03', reason: 'School fees' };
    expect(withdrawalPaidMessage('sw', paid).body).toBe(
      'KES 5,000.00 za akiba yako zimelipwa kwako kutoka M-Pesa tarehe 3 Des 2026 (School fees).',
    );
    const rejected = { amountCents: 500_000, requestedOn: '2026-12-01', reason: 'Savings pledged' };
    expect(withdrawalRejectedMessage('en', rejected).sms).toBe(
      'Your withdrawal of KES 5,000.00 of 1 Dec 2026 was rejected: Savings pledged. Savings unchanged.',
    );
    expect(memberReactivatedMessage('sw', {}).subject).toBe('Karibu tena');
  });

  it('tells an exit its settlement', () => {
    const exit = {
      date: '2026-12-31',
      savingsCents: 5_000_000,
      finesPaidCents: 20_000,
      loansPaidCents: 1_000_000,
      finesWaivedCents: 0,
      shortfallCents: 0,
      refundCents: 3_980_000,
      accountName: 'Equity Bank',
    };
    expect(memberExitedMessage('en', exit)).toEqual({
      subject: 'You have left the group',
      body: 'Your membership ended on 31 Dec 2026.\nYour savings: KES 50,000.00.\nYour fines were paid from them: KES 200.00.\nYour loans were settled from them: KES 10,000.00.\nRefunded to you from Equity Bank: KES 39,800.00.',
      sms: 'Your membership ended on 31 Dec 2026. Savings KES 50,000.00; loans and fines paid KES 10,200.00. Refunded to you: KES 39,800.00 from Equity Bank.',
    });
    expect(memberExitedMessage('sw', exit).sms).toBe(
      'Uanachama wako uliisha 31 Des 2026. Akiba KES 50,000.00; mikopo na faini zilizolipwa KES 10,200.00. Umerudishiwa KES 39,800.00 kutoka Equity Bank.',
    );
  });

  it('fits one SMS for any figures', () => {
    fits(
      fc.record({
        label: fc.string({ maxLength: 12 }),
        totalCents: amount,
        paidOn: date,
        reversedOn: date,
        reason: text,
      }),
      paymentReversedMessage,
    );
    fits(
      fc.record({ amountCents: amount, accountName: name, paidOn: date, reason: text }),
      withdrawalPaidMessage,
    );
    fits(fc.record({ amountCents: amount, requestedOn: date, reason: text }), withdrawalRejectedMessage);
    const exit = fc.record({
      date,
      savingsCents: amount,
      finesPaidCents: amount,
      loansPaidCents: amount,
      finesWaivedCents: amount,
      shortfallCents: amount,
      refundCents: amount,
      accountName: name,
    });
    fits(exit, memberExitedMessage);
  });
});

describe('a merry-go-round pot paid', () => {
  const figures = {
    rotationName: 'Monthly pot',
    round: 3,
    amountCents: 800_000,
    shortfallCents: 0,
    on: '2026-09-05',
  };

  it('tells the recipient the round, the amount and the day, and what is still owed of a short pot', () => {
    expect(rotationPotPaidMessage('en', figures)).toEqual({
      subject: 'Monthly pot: your round was paid to you',
      body: 'Merry-go-round Monthly pot, round 3: KES 8,000.00 was paid to you on 5 Sep 2026.',
      sms: 'Monthly pot round 3: KES 8,000.00 paid to you on 5 Sep 2026.',
    });
    expect(rotationPotPaidMessage('en', { ...figures, shortfallCents: 100_000 }).body).toBe(
      'Merry-go-round Monthly pot, round 3: KES 8,000.00 was paid to you on 5 Sep 2026. The KES 1,000.00 still owed will be passed to you as members pay it.',
    );
    expect(rotationPotPaidMessage('sw', { ...figures, shortfallCents: 100_000 }).sms).toBe(
      'Monthly pot, raundi 3: KES 8,000.00 zimelipwa kwako 5 Sep 2026. Bado KES 1,000.00 zinadaiwa.',
    );
  });

  it('fits one SMS for any figures', () => {
    fits(
      fc.record({
        rotationName: name,
        round: fc.integer({ min: 1, max: 500 }),
        amountCents: amount,
        shortfallCents: amount,
        on: date,
      }),
      rotationPotPaidMessage,
    );
  });
});

describe('a payout sent by M-Pesa', () => {
  const figures = {
    description: 'Long-term loan #12',
    amountCents: 1_500_000,
    phone: '254712345678',
    receipt: 'TKB2C00042',
    on: '2026-11-29',
  };

  it('tells the member what, how much, to which phone (partly hidden) and the receipt', () => {
    expect(payoutSentMessage('en', figures)).toEqual({
      subject: 'KES 15,000.00 sent to your M-Pesa',
      body: 'Long-term loan #12: KES 15,000.00 was sent to M-Pesa 25471…678 on 29 Nov 2026. M-Pesa receipt: TKB2C00042.',
      sms: 'Long-term loan #12: KES 15,000.00 sent to M-Pesa 25471…678 on 29 Nov 2026. Receipt TKB2C00042',
    });
    expect(payoutSentMessage('sw', figures).sms).toBe(
      'Long-term loan #12: KES 15,000.00 zimetumwa kwa M-Pesa 25471…678 29 Nov 2026. TKB2C00042',
    );
  });

  it('fits one SMS for any figures', () => {
    fits(
      fc.record({
        description: text,
        amountCents: amount,
        phone: fc.constantFrom('254712345678', '254112345678'),
        receipt: fc.stringMatching(/^[A-Z0-9]{6,20}$/),
        on: date,
      }),
      payoutSentMessage,
    );
  });
});
