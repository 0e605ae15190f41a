import { longTermLoanFormFor, shortTermLoanBodyFor } from '@links/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { amountOfText } from '../../../components/form/MoneyField';
import { inWords } from '../../../components/form/subjects';
import { monthsFieldError, percentFieldError } from '../../../lib/rates';

/**
 * The short-term loan form's words for the wire's fields, as the rules' messages name them, in the
 * language on screen (docs/decisions/languages.md, "Form messages").
 */
export const shortTermSubjectsOf = (t: TFunction) => ({
  principal: t('loans.form.principal'),
  date_issued: t('loans.form.subjects.dateIssued'),
  interest_rate: t('loans.form.subjects.interestRate'),
  payment_period: t('loans.form.subjects.paymentPeriod'),
});

export type ShortTermSubjects = ReturnType<typeof shortTermSubjectsOf>;

/** The first message of a field's rule, in the form's words, or undefined when the value is fine. */
function problem(
  schema: z.ZodType,
  field: keyof ShortTermSubjects,
  value: unknown,
  subjects: ShortTermSubjects,
): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : inWords(parsed.error.issues[0]?.message ?? '', field, subjects);
}

/** The short-term principal: the server's rule (more than 0, at most two decimals). */
export function principalError(text: string, subjects: ShortTermSubjects): string | undefined {
  return problem(shortTermLoanBodyFor(() => '').shape.principal, 'principal', amountOfText(text), subjects);
}

/**
 * docs/spec/validation.md, "Other forms" and docs/decisions/wire.md, "Dates": the issue date is required, a
 * real `YYYY-MM-DD` date, and not after today in the group's time zone: the server's rule for `date_issued`.
 */
export function issueDateError(text: string, today: string, subjects: ShortTermSubjects): string | undefined {
  return problem(longTermLoanFormFor(() => today).shape.date_issued, 'date_issued', text, subjects);
}

/** The short-term rate, typed in percent for the whole loan. */
export function interestRateError(text: string, subjects: ShortTermSubjects): string | undefined {
  return percentFieldError(subjects.interest_rate, text);
}

/** The short-term period: the server's rule for a term (`termMonths`). */
export function paymentPeriodError(text: string, subjects: ShortTermSubjects): string | undefined {
  const message = monthsFieldError('payment_period', text);
  return message === undefined ? undefined : inWords(message, 'payment_period', subjects);
}
