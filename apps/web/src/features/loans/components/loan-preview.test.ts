import { longTermLoanFormFor } from '@links/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { i18n } from '../../../i18n';
import { issueDateError, principalError, shortTermSubjectsOf } from './formRules';
import { shortTermErrors, shortTermSchedule } from './shortTermDraft';

const today = '2026-03-15';
const subjects = shortTermSubjectsOf(i18n.t);
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/** The Add loan form's message for an amount: the server's rule with the spec's step. */
async function loanAmountError(typed: string): Promise<string | undefined> {
  const resolve = schemaResolver(
    longTermLoanFormFor(() => today),
    { loan_amount: 'Amount' },
  );
  const values = { user_id: '1', loan_amount: typed === '' ? undefined : Number(typed), date_issued: today };
  const message = (await resolve(values, undefined, options)).errors.loan_amount?.message;
  return typeof message === 'string' ? message : undefined;
}
const draft = { principal: '20000', date: today, rate: '18', period: '3' };

describe('the short-term loan\'s preview (docs/decisions/loans.md, "Short-term loans")', () => {
  it('prices the loan flat with the domain loan engine, as the server does', () => {
    const preview = shortTermSchedule(draft, today, i18n.t);
    expect(preview?.rateBp).toBe(1800);
    expect(preview?.months).toBe(3);
    expect(preview?.schedule.totalInterest).toBe(3600_00);
    expect(preview?.schedule.amountDue).toBe(23600_00);
    expect(preview?.schedule.installment).toBe(7866_67);
    expect(preview?.schedule.dueDate).toBe('2026-06-15');
  });

  it('shows nothing until every input is valid, and says why', () => {
    expect(shortTermSchedule({ ...draft, principal: '' }, today, i18n.t)).toBeUndefined();
    expect(shortTermSchedule({ ...draft, period: '121' }, today, i18n.t)).toBeUndefined();
    expect(
      shortTermErrors({ ...draft, principal: '0', period: '121', date: '2026-03-16' }, today, i18n.t),
    ).toEqual({
      principal: 'Principal must be more than 0',
      date: 'Date issued must not be in the future',
      rate: undefined,
      period: 'Payment period must be a whole number of months from 1 to 120',
    });
  });
});

describe("the loan forms' rules are the server's, in the form's words", () => {
  it.each([
    ['', 'Amount is required'],
    ['500', 'Amount must be at least 1,000'],
    ['1500', 'Amount must be a multiple of 1,000'],
    ['100000', undefined],
  ])('reads a long-term amount of %j', async (typed, message) => {
    expect(await loanAmountError(typed)).toBe(message);
  });

  it('reads the short-term principal and the issue date', () => {
    expect(principalError('', subjects)).toBe('Principal is required');
    expect(principalError('10.555', subjects)).toBe('Principal must have at most two decimals');
    expect(principalError('0.5', subjects)).toBeUndefined();
    expect(issueDateError('', today, subjects)).toBe('Date issued is required');
    expect(issueDateError('2026-02-30', today, subjects)).toBe('Date issued is not a real date');
    expect(issueDateError(today, today, subjects)).toBeUndefined();
  });
});
