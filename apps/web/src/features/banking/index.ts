/** The banking feature's public surface: all that other features may import from it. */
export { useBankAccounts } from './api/get-bank-accounts';
