import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateIn } from '../test/arbitraries.js';
import { fineChargedMessage, fineWaivedMessage } from './fines.js';
import { installmentDueMessage, installmentOverdueMessage, type LateFineWarning } from './installments.js';
import { kes, LANGUAGES, SMS_MAX } from './text.js';

// The figures a message may carry (docs/decisions/notifications.md, "Writing a message").
const language = fc.constantFrom(...LANGUAGES);
const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const id = fc.integer({ min: 1, max: 2_147_483_647 });
const date = isoDateIn(2000, 2099);
const reason = fc.string({ maxLength: 200 });
const fine: fc.Arbitrary<LateFineWarning> = fc.oneof(
  fc.record({ kind: fc.constant('fixed' as const), cents: amount }),
  fc.record({ kind: fc.constant('percent' as const), rateBp: fc.integer({ min: 0, max: 10_000 }) }),
  fc.constant({ kind: 'none' as const }),
);

describe('installment reminders', () => {
  it('says which installment falls due, how much and when', () => {
    const figures = { loanId: 12, number: 3, amountCents: 1_050_050, dueOn: '2026-12-01' };
    expect(installmentDueMessage('en', figures)).toEqual({
      subject: 'Installment of loan #12 due on 1 Dec 2026',
      body: 'Installment 3 of your loan #12 is due on 1 Dec 2026: KES 10,500.50 to pay.\nPay before then to avoid a late fine.',
      sms: 'Reminder: installment 3 of loan #12, KES 10,500.50, is due on 1 Dec 2026. Pay on time to avoid a late fine.',
    });
    expect(installmentDueMessage('sw', figures).sms).toBe(
      'Kumbusho: awamu ya 3 ya mkopo #12, KES 10,500.50, inalipwa tarehe 1 Des 2026. Lipa mapema kuepuka faini.',
    );
  });

  it('says what is overdue since when, and the fine that may follow', () => {
    const figures = { loanId: 12, number: 3, unpaidCents: 500_000, dueOn: '2026-12-01' };
    expect(installmentOverdueMessage('en', { ...figures, fine: { kind: 'fixed', cents: 20_000 } }).sms).toBe(
      'Installment 3 of loan #12 is overdue since 1 Dec 2026: KES 5,000.00 unpaid. A late fine of KES 200.00 may follow. Please pay now.',
    );
    expect(installmentOverdueMessage('sw', { ...figures, fine: { kind: 'percent', rateBp: 250 } }).sms).toBe(
      'Awamu ya 3 ya mkopo #12 imechelewa tangu 1 Des 2026: bado KES 5,000.00. Faini ya 2.5% ya kiasi kisicholipwa inaweza kutozwa. Lipa sasa.',
    );
    expect(installmentOverdueMessage('en', { ...figures, fine: { kind: 'none' } }).body).toBe(
      'Installment 3 of your loan #12 was due on 1 Dec 2026 and KES 5,000.00 of it is unpaid.\nPlease pay now.',
    );
  });

  it('fits one SMS for any figures', () => {
    const installment = { loanId: id, number: fc.integer({ min: 1, max: 600 }), dueOn: date };
    fc.assert(
      fc.property(language, fc.record({ ...installment, amountCents: amount }), (lang, f) => {
        expect(installmentDueMessage(lang, f).sms.length).toBeLessThanOrEqual(SMS_MAX);
      }),
    );
    fc.assert(
      fc.property(language, fc.record({ ...installment, unpaidCents: amount, fine }), (lang, f) => {
        expect(installmentOverdueMessage(lang, f).sms.length).toBeLessThanOrEqual(SMS_MAX);
      }),
    );
  });
});

describe('fines', () => {
  it('says what was charged, when and why', () => {
    const late = { kind: 'late_installment' as const, loanId: 7, dueOn: '2026-11-05' };
    expect(fineChargedMessage('en', { amountCents: 20_000, chargedOn: '2026-12-05', cause: late })).toEqual({
      subject: 'A fine of KES 200.00',
      body: 'A fine of KES 200.00 was charged on 5 Dec 2026: the installment of loan #7 due on 5 Nov 2026 is unpaid.\nFines are paid first out of your next payments. If this is wrong, say so on your statement.',
      sms: 'A fine of KES 200.00 was charged on 5 Dec 2026: the installment of loan #7 due on 5 Nov 2026 is unpaid.',
    });
    const missed = { kind: 'missed_contribution' as const, month: '2026-11' };
    expect(
      fineChargedMessage('sw', { amountCents: 10_000, chargedOn: '2026-12-06', cause: missed }).sms,
    ).toBe('Faini ya KES 100.00 imetozwa 6 Des 2026: akiba ya Nov 2026 haikufikia mchango wa mwezi.');
  });

  it('says what was waived and why', () => {
    const figures = { waivedCents: 20_000, chargedOn: '2026-12-05', reason: 'Paid on time by M-Pesa' };
    expect(fineWaivedMessage('en', figures).sms).toBe(
      'Your fine of 5 Dec 2026 was waived: KES 200.00 you no longer owe. Reason: Paid on time by M-Pesa',
    );
    expect(fineWaivedMessage('sw', figures)).toEqual({
      subject: 'Faini yako imesamehewa',
      body: 'Faini yako ya tarehe 5 Des 2026 imesamehewa: hutalipa KES 200.00.\nSababu: Paid on time by M-Pesa',
      sms: 'Faini yako ya 5 Des 2026 imesamehewa, hutalipa KES 200.00. Sababu: Paid on time by M-Pesa',
    });
  });

  it('fits one SMS for any figures, a long reason shortened', () => {
    const cause = fc.oneof(
      fc.record({ kind: fc.constant('late_installment' as const), loanId: id, dueOn: date }),
      fc.record({ kind: fc.constant('missed_contribution' as const), month: date.map((d) => d.slice(0, 7)) }),
    );
    fc.assert(
      fc.property(language, fc.record({ amountCents: amount, chargedOn: date, cause }), (lang, f) => {
        expect(fineChargedMessage(lang, f).sms.length).toBeLessThanOrEqual(SMS_MAX);
      }),
    );
    fc.assert(
      fc.property(language, fc.record({ waivedCents: amount, chargedOn: date, reason }), (lang, f) => {
        const sms = fineWaivedMessage(lang, f).sms;
        expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
        expect(sms).toContain(kes(f.waivedCents));
      }),
    );
    const long = fineWaivedMessage('en', {
      waivedCents: 1,
      chargedOn: '2026-01-01',
      reason: 'x'.repeat(200),
    });
    expect(long.sms).toHaveLength(SMS_MAX);
    expect(long.sms.endsWith('x…')).toBe(true);
  });
});
