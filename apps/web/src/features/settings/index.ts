/** The settings feature's public surface: all that other features may import from it. */
export { type SettingsAnswer, useSettings } from './api/get-settings';
export {
  loanTermsOf,
  MAX_LOAN_MONTHS,
  monthsFieldError,
  monthsFromText,
  percentFieldError,
  percentLabel,
  percentText,
  percentTextToBasisPoints,
  percentTextToFraction,
  rateToBasisPoints,
} from './components/rates';
