/** The books feature's public surface: all that other features may import from it. */
export { useMoneyAccounts } from './api/get-books-accounts';
export { booksKey, queryString } from './api/keys';
export { AccountField, accountIdOf, MoneyAccountSelect, paidFrom } from './components/MoneyAccountSelect';
export { DateFilter, ReportFilters } from './components/ReportFilters';
export { startOfYear } from './components/useBooksParams';
