/** The accounts feature's public surface: all that other features may import from it. */
export { useAccounts } from './api/get-accounts';
