/** What other modules may use of transactions besides its service: items, their audit fields and the kept figures' check. */

export { type PaymentLine, paymentLines } from './disputed-payments.js';
export {
  type ItemState,
  itemsOfTransactions,
  itemsWithReference,
  itemsWithReferences,
  replacePendingItems,
} from './items.js';
export { findKeptFigureDifferences } from './kept-figures.js';
export { reverseTransaction } from './reversal.js';
export { type AuditedItem, itemFields, recordTransactionCreated } from './transaction-audit.js';
