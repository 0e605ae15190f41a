import type { OverallTransactionStatus, TransactionItemStatus, TransactionType } from '@links/domain';

/** An item of a transaction as the server lists it (decisions §7); amounts in KES. */
export interface TransactionItem {
  id: number;
  type: TransactionType;
  amount: number;
  status: TransactionItemStatus;
  extra: string | null;
  reject_reason: string | null;
  decided_at: string | null;
}

/** A transaction as `GET /transactions` and `GET /transactions/{id}` answer it (product spec §3). */
export interface Transaction {
  id: number;
  user_id: number;
  username: string;
  total_payed: number;
  created_at: string;
  transaction_date: string;
  comment: string | null;
  status: OverallTransactionStatus;
  transaction_types: TransactionItem[];
}

/** Product spec §3, Pagination. */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
}

export interface TransactionPage {
  transactions: Transaction[];
  pagination: Pagination;
}

/** A member's savings or loan row (`/transactions/user/{id}/savings` and `/loans`). */
export interface MemberItemRow {
  transaction_id: number;
  item_id: number;
  type: TransactionType;
  created_at: string;
  transaction_date: string;
  amount: number;
  status: TransactionItemStatus;
  reject_reason: string | null;
}

/** Product spec §9: transaction lists are paged by 10, from page 1. */
export const TRANSACTIONS_PER_PAGE = 10;

/** Every transactions query starts with this key, so one invalidation refreshes lists and details. */
export const transactionsKey = ['transactions'] as const;

/** Product spec §2: a transaction's id is shown prefixed, `TRN-12`. */
export const transactionLabel = (id: number) => `TRN-${id}`;
