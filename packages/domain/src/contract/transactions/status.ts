import { z } from 'zod';

/** docs/spec/states.md, "Approval": an item is Pending (shown as Pending Approval), Approved or Rejected. */
export const TRANSACTION_ITEM_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type TransactionItemStatus = (typeof TRANSACTION_ITEM_STATUSES)[number];

/**
 * docs/decisions/transactions.md, "Creating a transaction": an item pays into savings, a long-term loan or a
 * short-term loan, or into one of the group's other kinds of contribution
 * (docs/decisions/contribution-kinds.md, "Items of a kind"), or into a merry-go-round
 * (docs/decisions/rotations.md, "Paying in"), or pays the member's fines (docs/decisions/lending.md,
 * "Paying fines").
 */
export const TRANSACTION_TYPES = ['SAVING', 'LTL', 'STL', 'CONTRIBUTION', 'ROTATION', 'FINE'] as const;
/** The types a payment's split is made of (docs/decisions/payments.md, "The proposed split"). */
export const SPLIT_TYPES = ['SAVING', 'LTL', 'STL'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
export const TRANSACTION_TYPES_MESSAGE =
  'Transaction type must be SAVING, LTL, STL, CONTRIBUTION, ROTATION or FINE';
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type OverallTransactionStatus = 'Approved' | 'Partially Rejected' | 'Partially Approved' | 'Pending';

export interface HasItemStatus {
  status: TransactionItemStatus;
}

/**
 * docs/spec/states.md, "A transaction's overall status": all items Approved gives Approved; otherwise any
 * Rejected gives Partially Rejected; otherwise any Approved gives Partially Approved; otherwise Pending. A
 * transaction always has items (docs/decisions/transactions.md, "Pending transactions"); an empty list has
 * nothing decided, so it is Pending.
 */
export function overallStatus(items: readonly HasItemStatus[]): OverallTransactionStatus {
  if (items.length === 0) return 'Pending';
  if (items.every((item) => item.status === 'Approved')) return 'Approved';
  if (items.some((item) => item.status === 'Rejected')) return 'Partially Rejected';
  if (items.some((item) => item.status === 'Approved')) return 'Partially Approved';
  return 'Pending';
}

/**
 * docs/decisions/transactions.md, "Pending transactions": the pending-transactions screen lists transactions
 * whose items are all Pending.
 */
export function isAllPending(items: readonly HasItemStatus[]): boolean {
  return items.every((item) => item.status === 'Pending');
}

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, { error: TRANSACTION_TYPES_MESSAGE });
export const transactionItemStatusSchema = z.enum(TRANSACTION_ITEM_STATUSES, {
  error: 'Status must be Pending, Approved or Rejected',
});
