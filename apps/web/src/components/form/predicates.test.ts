// @vitest-environment happy-dom
import {
  approvalDecisionBody,
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED,
  calendarDate,
  changePasswordSchema,
  createDisputeBody,
  darajaCredentialsBody,
  EMAIL_MESSAGE,
  ignorePaymentBody,
  kesAmount,
  LONG_TERM_LOAN_MESSAGE,
  loginSchema,
  monthsOverTerm,
  optionalText,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  PRINCIPAL_ABOVE_AMOUNT,
  pastOrTodayDate,
  REQUIRED_USER_MESSAGE,
  RESET_CODE_FORMAT,
  requiredText,
  settingsChangeBody,
  setupSchema,
  stkRequestBody,
  termMonths,
  thousandsAmount,
  wholeId,
} from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sw } from '../../i18n/catalogue-sw';
import { catalogueCheck } from '../../i18n/untranslated';
import { inKiswahili } from '../../lib/testing/kiswahili';
import { messageInWords, READ_PREDICATES, READ_SENTENCES, ruleInWords, sentenceInWords } from './predicates';
import { inWords } from './subjects';

/**
 * The shared rules' messages in the language on screen (docs/decisions/languages.md, "Form
 * messages"): each predicate and sentence the table reads, with the numbers it names; English as the
 * rule wrote it; what the table does not read left as it is.
 */

/** A message of each predicate the table reads, as the rules write it, and the numbers it names. */
const PREDICATES: readonly [string, string[]][] = [
  ['amount is required', []],
  ['reason is required to reject a request', []],
  ['contribution_kind_id is required for a CONTRIBUTION item', []],
  ['rotation_id is required for a ROTATION item', []],
  ['initial_savings is not valid', []],
  ['memo must be text', []],
  ['daraja_passkey must be text, or null to remove it', []],
  ['refresh_token must not be empty', []],
  ['reason must not contain NUL characters', []],
  ['reason must be at most 200 characters', ['200']],
  ['BillRefNumber must be at most 20 characters of text', ['20']],
  ['daraja_passkey must be printable characters without spaces', []],
  ['date must name a column of the statement', []],
  ['date must be a date (YYYY-MM-DD)', []],
  ['date is not a real date', []],
  ['date must not be in the future', []],
  ['pay_by_mpesa must be true or false', []],
  ['amount must be a number', []],
  ['amount must be a number, or left out', []],
  ['amount must not be negative', []],
  ['amount must have at most two decimals', []],
  ['loan_multiplier must be a number with at most two decimals', []],
  ['interest_rate must be a whole number of hundredths of a percent (0.0001)', ['0.0001']],
  ['amount must not exceed 1,000,000,000 KES', ['1,000,000,000']],
  ['withholding_rate must not exceed 1 (100%)', ['1', '100%']],
  ['rate must not exceed 100%', ['100%']],
  ['amount must be more than 0', ['0']],
  ['loan_multiplier must be more than 0 and at most 20', ['0', '20']],
  ['id must be positive', []],
  ['amount must be at least 1,000', ['1,000']],
  ['months must be at most 120', ['120']],
  ['per_page must be between 1 and 100', ['1', '100']],
  ['amount must be between KES 1 and KES 250,000', ['KES 1', 'KES 250,000']],
  ['savings_target must be a multiple of 1,000', ['1,000']],
  ['amount must be whole shillings for M-Pesa', ['M-Pesa']],
  ['page must be a whole number', []],
  ['user_id must be a positive whole number', []],
  ['late_fine_fixed must be a positive whole number or null', []],
  ['approvals_required must be a whole number from 1 to 3', ['1', '3']],
  ['months must be a whole number of months', []],
  ['months must be a whole number of months from 1 to 120', ['1', '120']],
  ['withdrawal_notice_days must be a whole number of days from 0 to 365', ['0', '365']],
  ['contribution_due_day must be a day of the month from 1 to 28', ['1', '28']],
  ['months must be from 1 to 36 for a long-term loan', ['1', '36']],
  ['months must be from 1 to 3 for a short-term loan', ['1', '3']],
  [PHONE_MESSAGE, ['0712 345 678', '+254 712 345 678']],
  ['mpesa_shortcode must be the paybill or till number: 5 to 10 digits', ['5', '10']],
  ['daraja_b2c_shortcode must be the B2C shortcode: 5 to 10 digits', ['5', '10']],
  ['account_id is only for a cash payout', []],
  ['total_payed must equal the sum of the items (KES 1,500.75)', ['KES 1,500.75']],
  ['seconded_by must be someone other than the proposer', []],
];

/** A message of each sentence the table reads (no field in front), and the numbers it names. */
const SENTENCES: readonly [string, string[]][] = [
  [REQUIRED_USER_MESSAGE, []],
  [EMAIL_MESSAGE, []],
  [PASSWORD_MESSAGE, ['8']],
  [COMMON_PASSWORD_MESSAGE, []],
  ['Names must be at most 100 characters', ['100']],
  ['Email is required', []],
  ['Password is required', []],
  ['Password must be at most 128 characters', ['128']],
  [CURRENT_PASSWORD_REQUIRED, []],
  ['Current password must be at most 1024 characters', ['1024']],
  ['Group name is required', []],
  ['Group name must be at most 100 characters', ['100']],
  ['The setup code must be at most 40 characters', ['40']],
  [RESET_CODE_FORMAT, ['6']],
  [LONG_TERM_LOAN_MESSAGE, []],
  [PRINCIPAL_ABOVE_AMOUNT, []],
  ['A reason is required to reject', []],
  ['A reason is required to ignore a payment', []],
  ['The reason must be at most 200 characters', ['200']],
  ['The date cannot be in the future', []],
];

const predicateOf = (message: string) => message.slice(message.indexOf(' ') + 1);
const fromKiswahili = catalogueCheck(sw);

describe('the table of the rules’ predicates', () => {
  it('has a message here for every predicate and sentence it reads', () => {
    for (const pattern of READ_PREDICATES) {
      expect(
        PREDICATES.filter(([message]) => pattern.test(predicateOf(message))),
        String(pattern),
      ).not.toEqual([]);
    }
    for (const pattern of READ_SENTENCES) {
      expect(
        SENTENCES.filter(([message]) => pattern.test(message)),
        String(pattern),
      ).not.toEqual([]);
    }
  });

  it('reads every predicate and sentence the domain’s rules say of a form’s values', () => {
    const messagesOf = (schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    const said = [
      ...[undefined, 'x', -1, 10.555, 2e9].flatMap((value) => messagesOf(kesAmount('amount'), value)),
      ...messagesOf(kesAmount('amount', { positive: true }), 0),
      ...messagesOf(kesAmount('amount', { min: 1000 }), 5),
      ...messagesOf(thousandsAmount('savings_target'), 1500),
      ...[undefined, 0].flatMap((value) => messagesOf(termMonths('months'), value)),
      ...[undefined, 'x', '2026-02-30'].flatMap((value) => messagesOf(calendarDate('date'), value)),
      ...messagesOf(
        pastOrTodayDate('date', () => '2026-01-01'),
        '2026-02-01',
      ),
      ...['', 'a'.repeat(101)].flatMap((value) => messagesOf(requiredText('name', 100), value)),
      ...[5, 'a'.repeat(201)].flatMap((value) => messagesOf(optionalText('note', 200), value)),
      ...[undefined, 'x'].flatMap((value) => messagesOf(wholeId('user_id'), value)),
      ...[{ amount: 1.5 }, { amount: 300_000 }, { amount: 100, phone: '123' }].flatMap((body) =>
        messagesOf(stkRequestBody, body),
      ),
      ...[
        { loan_multiplier: 50 },
        { loan_multiplier: 1.555 },
        { contribution_due_day: 40 },
        { approvals_required: 9 },
        { withdrawal_notice_days: -1 },
        { mpesa_shortcode: '12' },
      ].flatMap((body) => messagesOf(settingsChangeBody, body)),
      ...[{ daraja_passkey: 'a b' }, { daraja_b2c_shortcode: '12' }].flatMap((body) =>
        messagesOf(darajaCredentialsBody, body),
      ),
      ...['', 'a\u0000'].flatMap((reason) => messagesOf(createDisputeBody, { journal_entry_id: 1, reason })),
      ...messagesOf(approvalDecisionBody, { decision: 'Reject' }),
      ...messagesOf(ignorePaymentBody, { reason: '' }),
      ...messagesOf(loginSchema, {}),
      ...messagesOf(setupSchema, { group_name: '', firstname: '', email: 'x', password: 'short' }),
      ...messagesOf(changePasswordSchema, {}),
      `months ${monthsOverTerm(5, 3, 'short_term')}`,
    ];
    const unread = said.filter(
      (message) =>
        !READ_SENTENCES.some((pattern) => pattern.test(message)) &&
        !READ_PREDICATES.some((pattern) => pattern.test(predicateOf(message))),
    );
    expect(said.length).toBeGreaterThan(40);
    expect(unread).toEqual([]);
  });

  describe('in English', () => {
    it('keeps every message as the rule wrote it, the form’s word in front', () => {
      for (const [message] of PREDICATES) {
        const field = message.slice(0, message.indexOf(' '));
        expect(inWords(message, field, { [field]: 'Amount' })).toBe(`Amount ${predicateOf(message)}`);
        expect(ruleInWords('Amount', predicateOf(message))).toBe(`Amount ${predicateOf(message)}`);
        expect(messageInWords(message, 'Amount')).toBe(message);
      }
      for (const [message] of SENTENCES) {
        expect(sentenceInWords(message)).toBe(message);
        expect(inWords(message, 'email', { email: 'Email' })).toBe(message);
      }
    });
  });

  describe('in Kiswahili', () => {
    inKiswahili();

    it('says every predicate in Kiswahili, after the form’s word, with its numbers kept', () => {
      for (const [message, numbers] of PREDICATES) {
        const field = message.slice(0, message.indexOf(' '));
        const said = inWords(message, field, { [field]: 'Kiasi' });
        expect(said, message).toMatch(/^Kiasi: /);
        expect(said, message).not.toContain(predicateOf(message));
        expect(fromKiswahili.fromCatalogue(said), said).toBe(true);
        for (const number of numbers) expect(said, message).toContain(number);
        // A dialog's message names its field in lower case (`reason is required`).
        if (/^[a-z]/.test(message)) expect(messageInWords(message, 'Kiasi')).toBe(said);
      }
    });

    it('says every sentence in Kiswahili, with its numbers kept', () => {
      for (const [message, numbers] of SENTENCES) {
        const said = sentenceInWords(message);
        expect(said, message).not.toBe(message);
        expect(fromKiswahili.fromCatalogue(said), said).toBe(true);
        for (const number of numbers) expect(said, message).toContain(number);
        expect(inWords(message, 'email', { email: 'Barua pepe' })).toBe(said);
      }
    });

    it('says the examples as the catalogue writes them', () => {
      expect(inWords('amount_saved is required', 'amount_saved', { amount_saved: 'Kiasi' })).toBe(
        'Kiasi: inahitajika',
      );
      expect(ruleInWords('Sababu', 'must be at most 200 characters')).toBe('Sababu: isizidi herufi 200');
      expect(ruleInWords('Kiasi', 'must be between KES 1 and KES 250,000')).toBe(
        'Kiasi: lazima iwe kati ya KES 1 na KES 250,000',
      );
      expect(messageInWords('reason is required', 'Sababu')).toBe('Sababu: inahitajika');
    });

    it('leaves what the table does not read as it is', () => {
      expect(ruleInWords('Hali', 'must be Approved or Rejected')).toBe('Hali must be Approved or Rejected');
      expect(inWords('status must be Approved or Rejected', 'status', {})).toBe(
        'status must be Approved or Rejected',
      );
      // A field without a word of the form's keeps the rule's sentence.
      expect(inWords('amount is required', 'amount', {})).toBe('amount is required');
      expect(sentenceInWords('Choose two different accounts')).toBe('Choose two different accounts');
      expect(messageInWords('Insufficient funds in Cash on hand.', 'Sababu')).toBe(
        'Insufficient funds in Cash on hand.',
      );
      // A field's own sentence (`Saying`) is the form's, as given.
      expect(inWords('amount is required', 'amount', { amount: { says: 'Weka kiasi' } })).toBe('Weka kiasi');
    });
  });
});
