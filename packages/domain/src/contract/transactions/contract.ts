import { z } from 'zod';
import { paginationSchema } from '../lists.js';
import { reversalMark } from '../reversals/contract.js';
import { OVERALL_STATUSES } from './list.js';
import { TRANSACTION_ITEM_STATUSES, TRANSACTION_TYPES } from './status.js';

/**
 * The wire shapes of the transaction endpoints (docs/spec/entities.md, "Transaction",
 * docs/decisions/transactions.md, "Creating a transaction"); amounts in KES.
 */

const itemType = z.enum(TRANSACTION_TYPES);
const itemStatus = z.enum(TRANSACTION_ITEM_STATUSES);

/** An item of a transaction as the server lists it. */
export const transactionItemView = z.object({
  id: z.number(),
  type: itemType,
  amount: z.number(),
  status: itemStatus,
  extra: z.string().nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The kind a CONTRIBUTION item paid into (docs/decisions/contribution-kinds.md); null for the others. */
  contribution_kind_id: z.number().nullable(),
  /** The merry-go-round a ROTATION item paid into (docs/decisions/rotations.md); null for the others. */
  rotation_id: z.number().nullable(),
});
export type TransactionItemView = z.infer<typeof transactionItemView>;

/** A transaction as `GET /transactions` and `GET /transactions/{id}` answer it. */
export const transactionView = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  total_payed: z.number(),
  created_at: z.string(),
  transaction_date: z.string(),
  comment: z.string().nullable(),
  /** Its items' overall status, or `Reversed` once taken back (docs/decisions/reversals.md). */
  status: z.enum([...OVERALL_STATUSES, 'Reversed']),
  transaction_types: z.array(transactionItemView),
  /** The reversal that took it back, null when it stands. */
  reversal: reversalMark,
});
export type TransactionView = z.infer<typeof transactionView>;

/** `GET /transactions` and `GET /transactions/user/{userId}`: one page, newest first. */
export const transactionPage = z.object({
  transactions: z.array(transactionView),
  pagination: paginationSchema,
});
export type TransactionPage = z.infer<typeof transactionPage>;

/**
 * `GET /transactions/{id}`: the transaction, and its items again beside it
 * (docs/spec/entities.md, "Transaction").
 */
export const transactionDetail = z.object({
  transaction: transactionView,
  transaction_types: z.array(transactionItemView),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

/** A member's savings or loan row (`/transactions/user/{id}/savings` and `/loans`). */
export const memberItemRow = z.object({
  transaction_id: z.number(),
  item_id: z.number(),
  type: itemType,
  created_at: z.string(),
  transaction_date: z.string(),
  amount: z.number(),
  status: itemStatus,
  reject_reason: z.string().nullable(),
});
export type MemberItemRow = z.infer<typeof memberItemRow>;
export const memberSavingsRows = z.object({ savings_transactions: z.array(memberItemRow) });
export const memberLoanRows = z.object({ loan_transactions: z.array(memberItemRow) });

/** `POST /create-transaction` (201). */
export const transactionCreated = z.object({ transaction_id: z.number(), message: z.string() });

/** `PATCH /transactions/{kind}/{id}/status`. */
export const itemsDecided = z.object({ updated_items: z.number(), message: z.string() });
export type ItemsDecided = z.infer<typeof itemsDecided>;
