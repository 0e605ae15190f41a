/** The books feature's public surface: all that other features may import from it. */
export { useMoneyAccounts } from './api/get-books-accounts';
export { AccountField, accountIdOf, MoneyAccountSelect, paidFrom } from './components/MoneyAccountSelect';
