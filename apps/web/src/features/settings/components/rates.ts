import { rateToBasisPoints } from '../../../lib/rates';
import type { SettingsAnswer } from '../api/get-settings';

/** The loan terms of the settings, rates in basis points, as the domain's loan engine takes them. */
export interface LoanTerms {
  longTermRateBp: number;
  longTermMonths: number;
  shortTermRateBp: number;
  shortTermMonths: number;
}

export function loanTermsOf(settings: SettingsAnswer): LoanTerms {
  return {
    longTermRateBp: rateToBasisPoints(settings.long_term_rate),
    longTermMonths: settings.long_term_months,
    shortTermRateBp: rateToBasisPoints(settings.short_term_rate),
    shortTermMonths: settings.short_term_months,
  };
}
