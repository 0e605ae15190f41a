import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disputeAnsweredText, disputeOpenedText } from './disputes.js';
import { LANGUAGES, SMS_MAX } from './text.js';

const line = { date: '2026-12-01', description: 'Repayment of loan 12', amount: 150_050 };

const figures = {
  language: fc.constantFrom(...LANGUAGES),
  disputeId: fc.integer({ min: 1, max: 2_147_483_647 }),
  name: fc.string({ minLength: 1, maxLength: 60 }),
  text: fc.string({ minLength: 1, maxLength: 500 }),
  line: fc.record({
    date: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    description: fc.string({ maxLength: 200 }),
    amount: fc.integer({ min: 1, max: 1_000_000_000 }),
  }),
};

describe('the messages of a dispute', () => {
  it('tells the officials who disputes what, and why, in English', () => {
    const text = disputeOpenedText('en', {
      disputeId: 7,
      member: 'Wanjiru Kamau',
      line,
      reason: 'I paid KES 2,000 by M-Pesa, not 1,500.',
    });
    expect(text.subject).toBe('Dispute #7 from Wanjiru Kamau');
    expect(text.body).toContain('"Repayment of loan 12", KES 1,500.50, 1 Dec 2026');
    expect(text.body).toContain('Their reason: I paid KES 2,000 by M-Pesa, not 1,500.');
    expect(text.sms).toBe(
      'Wanjiru Kamau disputes KES 1,500.50 of 1 Dec 2026: I paid KES 2,000 by M-Pesa, not 1,500. Answer it on Links.',
    );
  });

  it('tells them in Kiswahili', () => {
    const text = disputeOpenedText('sw', {
      disputeId: 7,
      member: 'Wanjiru Kamau',
      line,
      reason: 'Nililipa 2,000.',
    });
    expect(text.subject).toBe('Malalamiko mapya #7: Wanjiru Kamau');
    expect(text.body).toContain('Sababu yake: Nililipa 2,000.');
    expect(text.sms).toBe(
      'Wanjiru Kamau analalamikia KES 1,500.50 ya 1 Des 2026: Nililipa 2,000. Jibu kwenye Links.',
    );
  });

  it('tells the member the answer, resolved or rejected, in either language', () => {
    const resolved = disputeAnsweredText('en', {
      disputeId: 7,
      status: 'Resolved',
      line,
      answer: 'Corrected.',
    });
    expect(resolved.subject).toBe('Your dispute was resolved');
    expect(resolved.sms).toBe('Your dispute about KES 1,500.50 of 1 Dec 2026 was resolved: Corrected.');
    const rejected = disputeAnsweredText('sw', {
      disputeId: 7,
      status: 'Rejected',
      line,
      answer: 'Ni sahihi.',
    });
    expect(rejected.subject).toBe('Malalamiko yako yamekataliwa');
    expect(rejected.body).toContain('Jibu la kiongozi: Ni sahihi.');
    expect(rejected.sms).toBe('Malalamiko yako kuhusu KES 1,500.50 ya 1 Des 2026 yamekataliwa: Ni sahihi.');
  });

  it('shortens a long reason so that the SMS still ends with what to do', () => {
    const text = disputeOpenedText('en', {
      disputeId: 1,
      member: 'A'.repeat(60),
      line,
      reason: 'x'.repeat(500),
    });
    expect(text.sms.length).toBe(SMS_MAX);
    expect(text.sms.endsWith('… Answer it on Links.')).toBe(true);
  });

  it('fits one SMS for any names, amounts, days and texts', () => {
    fc.assert(
      fc.property(
        figures.language,
        figures.disputeId,
        figures.name,
        figures.text,
        figures.line,
        fc.constantFrom('Resolved' as const, 'Rejected' as const),
        (language, disputeId, member, text, line, status) => {
          const opened = disputeOpenedText(language, { disputeId, member, line, reason: text });
          const answered = disputeAnsweredText(language, { disputeId, status, line, answer: text });
          expect(opened.sms.length).toBeLessThanOrEqual(SMS_MAX);
          expect(answered.sms.length).toBeLessThanOrEqual(SMS_MAX);
        },
      ),
    );
  });
});
