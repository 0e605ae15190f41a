import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyDate, anyName, anyReason, anyUrl, cents, LANG } from '../test/message-figures.js';
import {
  applicationDecidedMessage,
  guaranteeAnsweredMessage,
  guarantorAskedMessage,
  loanIssuedMessage,
} from './lending.js';
import { SMS_MAX } from './text.js';

// docs/decisions/notifications.md, "Loans"

describe('lending messages', () => {
  it('guarantorAskedMessage in English', () => {
    expect(
      guarantorAskedMessage('en', {
        firstname: 'Otieno',
        borrower: 'Wanjiku Kamau',
        amount: 5000000,
        kind: 'long_term',
        url: 'https://chama.example/my-applications',
      }),
    ).toEqual({
      subject: 'Wanjiku Kamau asks you to guarantee a loan',
      body: 'Hello Otieno,\n\nWanjiku Kamau has applied for a long-term loan of KES 50,000.00 and named you as a guarantor. Accept with the amount of your savings you pledge, or decline: https://chama.example/my-applications\n\nA pledge holds that part of your savings until the loan is repaid.',
      sms: 'Wanjiku Kamau applied for a loan of KES 50,000.00 and named you guarantor. Accept or decline: https://chama.example/my-applications',
    });
  });

  it('guarantorAskedMessage in Kiswahili', () => {
    expect(
      guarantorAskedMessage('sw', {
        firstname: 'Otieno',
        borrower: 'Wanjiku Kamau',
        amount: 5000000,
        kind: 'long_term',
        url: 'https://chama.example/my-applications',
      }),
    ).toEqual({
      subject: 'Wanjiku Kamau anakuomba uwe mdhamini',
      body: 'Habari Otieno,\n\nWanjiku Kamau ameomba mkopo wa muda mrefu wa KES 50,000.00 na amekutaja kuwa mdhamini. Kubali kwa kiasi unachoweza kudhamini kutoka akiba yako, au kataa: https://chama.example/my-applications\n\nUdhamini unashikilia sehemu ya akiba yako mpaka mkopo ulipwe.',
      sms: 'Wanjiku Kamau ameomba mkopo wa KES 50,000.00 na amekutaja kuwa mdhamini. Kubali au kataa: https://chama.example/my-applications',
    });
  });

  it('guaranteeAnsweredMessage in English: accepted', () => {
    expect(
      guaranteeAnsweredMessage('en', {
        firstname: 'Wanjiku',
        guarantor: 'Otieno Odhiambo',
        accepted: true,
        pledged: 2000000,
        amount: 5000000,
      }),
    ).toEqual({
      subject: 'Otieno Odhiambo guarantees your loan',
      body: 'Hello Wanjiku,\n\nOtieno Odhiambo accepted to guarantee KES 20,000.00 of your loan application for KES 50,000.00.',
      sms: 'Otieno Odhiambo accepted to guarantee KES 20,000.00 of your loan application for KES 50,000.00.',
    });
  });

  it('guaranteeAnsweredMessage in Kiswahili: accepted', () => {
    expect(
      guaranteeAnsweredMessage('sw', {
        firstname: 'Wanjiku',
        guarantor: 'Otieno Odhiambo',
        accepted: true,
        pledged: 2000000,
        amount: 5000000,
      }),
    ).toEqual({
      subject: 'Otieno Odhiambo amekubali kukudhamini',
      body: 'Habari Wanjiku,\n\nOtieno Odhiambo amekubali kukudhamini kwa KES 20,000.00, kwa ombi lako la mkopo wa KES 50,000.00.',
      sms: 'Otieno Odhiambo amekubali kukudhamini kwa KES 20,000.00, kwa ombi lako la mkopo wa KES 50,000.00.',
    });
  });

  it('guaranteeAnsweredMessage in English: declined', () => {
    expect(
      guaranteeAnsweredMessage('en', {
        firstname: 'Wanjiku',
        guarantor: 'Otieno Odhiambo',
        accepted: false,
        pledged: 0,
        amount: 5000000,
      }),
    ).toEqual({
      subject: 'Otieno Odhiambo declined to guarantee',
      body: 'Hello Wanjiku,\n\nOtieno Odhiambo declined to guarantee your loan application for KES 50,000.00. You may ask another member.',
      sms: 'Otieno Odhiambo declined to guarantee your loan application for KES 50,000.00.',
    });
  });

  it('guaranteeAnsweredMessage in Kiswahili: declined', () => {
    expect(
      guaranteeAnsweredMessage('sw', {
        firstname: 'Wanjiku',
        guarantor: 'Otieno Odhiambo',
        accepted: false,
        pledged: 0,
        amount: 5000000,
      }),
    ).toEqual({
      subject: 'Otieno Odhiambo amekataa kukudhamini',
      body: 'Habari Wanjiku,\n\nOtieno Odhiambo amekataa kukudhamini, kwa ombi lako la mkopo wa KES 50,000.00. Unaweza kumwomba mwanachama mwingine.',
      sms: 'Otieno Odhiambo amekataa kukudhamini, kwa ombi lako la mkopo wa KES 50,000.00.',
    });
  });

  it('applicationDecidedMessage in English: approved', () => {
    expect(
      applicationDecidedMessage('en', {
        firstname: 'Wanjiku',
        approved: true,
        amount: 5000000,
        kind: 'long_term',
        reason: null,
      }),
    ).toEqual({
      subject: 'Your loan application was approved',
      body: 'Hello Wanjiku,\n\nYour application for a long-term loan of KES 50,000.00 was approved. You will hear when the loan is issued, with its installments.',
      sms: 'Your application for a long-term loan of KES 50,000.00 was approved.',
    });
  });

  it('applicationDecidedMessage in Kiswahili: approved', () => {
    expect(
      applicationDecidedMessage('sw', {
        firstname: 'Wanjiku',
        approved: true,
        amount: 5000000,
        kind: 'long_term',
        reason: null,
      }),
    ).toEqual({
      subject: 'Ombi lako la mkopo limekubaliwa',
      body: 'Habari Wanjiku,\n\nOmbi lako la mkopo wa muda mrefu wa KES 50,000.00 limekubaliwa. Utapata ujumbe wa mkopo ukitolewa, na awamu zake.',
      sms: 'Ombi lako la mkopo wa muda mrefu wa KES 50,000.00 limekubaliwa.',
    });
  });

  it('applicationDecidedMessage in English: rejected with a reason', () => {
    expect(
      applicationDecidedMessage('en', {
        firstname: 'Wanjiku',
        approved: false,
        amount: 5000000,
        kind: 'short_term',
        reason: 'Savings too low',
      }),
    ).toEqual({
      subject: 'Your loan application was rejected',
      body: 'Hello Wanjiku,\n\nYour application for a short-term loan of KES 50,000.00 was rejected. Reason: Savings too low',
      sms: 'Your application for a short-term loan of KES 50,000.00 was rejected. Reason: Savings too low',
    });
  });

  it('applicationDecidedMessage in Kiswahili: rejected with a reason', () => {
    expect(
      applicationDecidedMessage('sw', {
        firstname: 'Wanjiku',
        approved: false,
        amount: 5000000,
        kind: 'short_term',
        reason: 'Savings too low',
      }),
    ).toEqual({
      subject: 'Ombi lako la mkopo limekataliwa',
      body: 'Habari Wanjiku,\n\nOmbi lako la mkopo wa muda mfupi wa KES 50,000.00 limekataliwa. Sababu: Savings too low',
      sms: 'Ombi lako la mkopo wa muda mfupi wa KES 50,000.00 limekataliwa. Sababu: Savings too low',
    });
  });

  it('loanIssuedMessage in English', () => {
    expect(
      loanIssuedMessage('en', {
        firstname: 'Wanjiku',
        kind: 'long_term',
        amount: 5000000,
        firstDue: '2026-12-28',
        installment: 450000,
        installments: 12,
        loanId: 7,
      }),
    ).toEqual({
      subject: 'Your loan of KES 50,000.00 was issued',
      body: 'Hello Wanjiku,\n\nYou were issued a long-term loan of KES 50,000.00. First installment KES 4,500.00 due 28 Dec 2026, then monthly, 12 installments in all. Pay on time to avoid fines.\nLoan number: 7',
      sms: 'You were issued a long-term loan of KES 50,000.00. First installment KES 4,500.00 due 28 Dec 2026; 12 installments. Pay on time to avoid fines.',
    });
  });

  it('loanIssuedMessage in Kiswahili', () => {
    expect(
      loanIssuedMessage('sw', {
        firstname: 'Wanjiku',
        kind: 'long_term',
        amount: 5000000,
        firstDue: '2026-12-28',
        installment: 450000,
        installments: 12,
        loanId: 7,
      }),
    ).toEqual({
      subject: 'Mkopo wako wa KES 50,000.00 umetolewa',
      body: 'Habari Wanjiku,\n\nUmepewa mkopo wa muda mrefu wa KES 50,000.00. Awamu ya kwanza ni KES 4,500.00 tarehe 28 Des 2026, kisha kila mwezi, awamu 12 kwa jumla. Lipa kwa wakati ili kuepuka faini.\nNambari ya mkopo: 7',
      sms: 'Umepewa mkopo wa muda mrefu wa KES 50,000.00. Awamu ya kwanza ni KES 4,500.00 tarehe 28 Des 2026; awamu 12. Lipa kwa wakati kuepuka faini.',
    });
  });

  it('every lending message fits one SMS for any figures', () => {
    const kind = fc.constantFrom('long_term' as const, 'short_term' as const);
    fc.assert(
      fc.property(
        LANG,
        anyName,
        anyName,
        cents,
        cents,
        kind,
        fc.option(anyReason),
        anyDate,
        anyUrl,
        (language, firstname, other, amount, share, loanKind, reason, date, url) => {
          const texts = [
            guarantorAskedMessage(language, { firstname, borrower: other, amount, kind: loanKind, url }),
            guaranteeAnsweredMessage(language, {
              firstname,
              guarantor: other,
              accepted: true,
              pledged: share,
              amount,
            }),
            guaranteeAnsweredMessage(language, {
              firstname,
              guarantor: other,
              accepted: false,
              pledged: 0,
              amount,
            }),
            applicationDecidedMessage(language, {
              firstname,
              approved: true,
              amount,
              kind: loanKind,
              reason: null,
            }),
            applicationDecidedMessage(language, {
              firstname,
              approved: false,
              amount,
              kind: loanKind,
              reason,
            }),
            loanIssuedMessage(language, {
              firstname,
              kind: loanKind,
              amount,
              firstDue: date,
              installment: share,
              installments: 120,
              loanId: 2_147_483_647,
            }),
          ];
          for (const { sms } of texts) expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
          expect(texts[0]?.body).toContain(url);
        },
      ),
    );
  });
});
