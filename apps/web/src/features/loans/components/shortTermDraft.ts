import { flatSchedule, type LoanSchedule, parseKes } from '@links/domain';
import type { TFunction } from 'i18next';
import { monthsFromText, percentTextToBasisPoints } from '../../../lib/rates';
import {
  interestRateError,
  issueDateError,
  paymentPeriodError,
  principalError,
  shortTermSubjectsOf,
} from './formRules';

/** The short-term form's inputs as typed (the rate in percent). */
export interface ShortTermDraft {
  principal: string;
  date: string;
  rate: string;
  period: string;
}

export type ShortTermErrors = Partial<Record<keyof ShortTermDraft, string>>;

/**
 * docs/spec/validation.md, "Short-term loan form": principal required and more than 0 (the server's rule),
 * date required, rate and period valid; said in the language on screen.
 */
export function shortTermErrors(draft: ShortTermDraft, today: string, t: TFunction): ShortTermErrors {
  const subjects = shortTermSubjectsOf(t);
  return {
    principal: principalError(draft.principal, subjects),
    date: issueDateError(draft.date, today, subjects),
    rate: interestRateError(draft.rate, subjects),
    period: paymentPeriodError(draft.period, subjects),
  };
}

/**
 * The figures of docs/decisions/loans.md, "Listing fields" from the domain's loan engine (the server's own
 * code), once every input is valid: what the form shows read-only and sends.
 */
export function shortTermSchedule(
  draft: ShortTermDraft,
  today: string,
  t: TFunction,
): { schedule: LoanSchedule; rateBp: number; months: number } | undefined {
  if (Object.values(shortTermErrors(draft, today, t)).some(Boolean)) return undefined;
  const principal = parseKes(draft.principal);
  const rateBp = percentTextToBasisPoints(draft.rate);
  const months = monthsFromText(draft.period);
  if (!principal.ok || rateBp === undefined || months === undefined) return undefined;
  const schedule = flatSchedule({ principal: principal.cents, rateBp, months, issuedOn: draft.date });
  return { schedule, rateBp, months };
}
