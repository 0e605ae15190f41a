/** The answers of the transactions API, from the shared zod schemas (packages/domain/src/contract/transactions/contract.ts). */
export type {
  MemberItemRow,
  Pagination,
  TransactionItemView as TransactionItem,
  TransactionPage,
  TransactionView as Transaction,
} from '@links/domain';

import type { Pagination, TransactionView } from '@links/domain';

/** What a table of one server page of transactions is given: the rows, the paging, and how to turn the page. */
export interface TransactionPageProps {
  transactions: readonly TransactionView[];
  pagination: Pagination;
  onPageChange: (page: number) => void;
}

/** docs/spec/constants.md, "Money and dates on screen": transaction lists are paged by 10, from page 1. */
export const TRANSACTIONS_PER_PAGE = 10;

/** docs/spec/screens.md: a transaction's id is shown prefixed, `TRN-12`. */
export const transactionLabel = (id: number) => `TRN-${id}`;
