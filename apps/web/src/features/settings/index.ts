/** The settings feature's public surface: all that other features may import from it. */
export { type SettingsAnswer, useSettings } from './api/get-settings';
export { loanTermsOf } from './components/rates';
