/** The transactions feature's public surface: all that other features may import from it. */
export { createTransaction } from './api/create-transaction';
export { decideItems } from './api/decide-items';
export { useUserLoanRows, useUserSavingsRows } from './api/get-user-item-rows';
export { useUserTransactions } from './api/get-user-transactions';
export {
  type MemberItemRow,
  type Pagination,
  type Transaction,
  type TransactionPageProps,
  transactionLabel,
} from './api/types';
export { transactionTypeLabels, transactionTypeWords } from './components/labels';
export { MemberTransactionForm } from './components/MemberTransactionForm';
export { ItemStatus, StatusBadge } from './components/StatusBadge';
export { TransactionsTable } from './components/TransactionsTable';
export type { NoticeState } from './pages/TransactionDetailsPage';
