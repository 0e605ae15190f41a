import { z } from 'zod';
import { formatMoney } from '../../engine/money.js';
import { optionalId, optionalMoneyAccountId, wholeId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { blankAsNull, calendarDate } from '../request-fields.js';
import { TRANSACTION_TYPES, TRANSACTION_TYPES_MESSAGE } from './status.js';

export const EXTRA_MAX = 100;
export const COMMENT_MAX = 500;
export const ITEMS_MAX = 20;

/** One item of `POST /create-transaction` (docs/decisions/transactions.md, "Creating a transaction"). */
export const transactionItemInputSchema = z.object({
  // A form's unchosen type ('') reads as missing.
  transaction_type: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(TRANSACTION_TYPES, {
      error: (issue) =>
        issue.input === undefined ? 'transaction_type is required' : TRANSACTION_TYPES_MESSAGE,
    }),
  ),
  transaction_amount: kesAmount('transaction_amount', { positive: true }),
  extra: blankAsNull(z.string().trim().max(EXTRA_MAX, `extra must be at most ${EXTRA_MAX} characters`)),
  /** The kind a CONTRIBUTION item pays into (docs/decisions/contribution-kinds.md, "Items of a kind"). */
  contribution_kind_id: optionalId('contribution_kind_id'),
  /** The merry-go-round a ROTATION item pays into (docs/decisions/rotations.md, "Paying in"). */
  rotation_id: optionalId('rotation_id'),
});
export type TransactionItemInput = z.output<typeof transactionItemInputSchema>;

/**
 * A CONTRIBUTION item names its kind, and only a CONTRIBUTION item does
 * (docs/decisions/contribution-kinds.md, "Items of a kind").
 */
export function contributionKindProblem(item: {
  transaction_type: string;
  contribution_kind_id?: number | undefined;
}): string | undefined {
  if (item.transaction_type === 'CONTRIBUTION' && item.contribution_kind_id === undefined) {
    return 'contribution_kind_id is required for a CONTRIBUTION item';
  }
  if (item.transaction_type !== 'CONTRIBUTION' && item.contribution_kind_id !== undefined) {
    return 'contribution_kind_id is only for CONTRIBUTION items';
  }
  return undefined;
}

/** A ROTATION item names its merry-go-round, and only a ROTATION item does. */
export function rotationProblem(item: {
  transaction_type: string;
  rotation_id?: number | undefined;
}): string | undefined {
  if (item.transaction_type === 'ROTATION' && item.rotation_id === undefined) {
    return 'rotation_id is required for a ROTATION item';
  }
  if (item.transaction_type !== 'ROTATION' && item.rotation_id !== undefined) {
    return 'rotation_id is only for ROTATION items';
  }
  return undefined;
}

/**
 * `POST /create-transaction` (docs/decisions/transactions.md, "Creating a transaction",
 * docs/spec/validation.md, "Transaction form"): 1 to 20 items, a date that is not in the future (default
 * today in Nairobi), a comment of at most 500 characters, and a total that equals the sum of the items to the
 * cent. "Today" is the caller's: the server's clock (docs/decisions/clock.md, "Time and background work"), or
 * the browser's date on a form.
 */
export const createTransactionSchemaFor = (today: () => string, options: { dateRequired?: boolean } = {}) =>
  z
    .object({
      user_id: wholeId('user_id'),
      total_payed: kesAmount('total_payed'),
      transaction_items: z
        .array(transactionItemInputSchema, { error: 'transaction_items is required' })
        .min(1, 'Add at least one item')
        .max(ITEMS_MAX, `A transaction has at most ${ITEMS_MAX} items`),
      // The admin's form asks for the date; a client may leave it out for today
      // (docs/decisions/transactions.md, "Creating a transaction").
      transaction_date: options.dateRequired
        ? calendarDate('transaction_date')
        : z.preprocess(
            (value) => (value === '' ? undefined : value),
            calendarDate('transaction_date').optional(),
          ),
      comment: blankAsNull(
        z.string().trim().max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
      ),
    })
    .superRefine((input, ctx) => {
      input.transaction_items.forEach((item, index) => {
        const problem = contributionKindProblem(item);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            path: ['transaction_items', index, 'contribution_kind_id'],
            message: problem,
          });
        }
        const rotation = rotationProblem(item);
        if (rotation) {
          ctx.addIssue({
            code: 'custom',
            path: ['transaction_items', index, 'rotation_id'],
            message: rotation,
          });
        }
      });
      const sum = input.transaction_items.reduce((total, item) => total + item.transaction_amount, 0);
      if (sum !== input.total_payed) {
        ctx.addIssue({
          code: 'custom',
          path: ['total_payed'],
          message: `total_payed must equal the sum of the items (KES ${formatMoney(sum)})`,
        });
      }
      if (input.transaction_date && input.transaction_date > today()) {
        ctx.addIssue({
          code: 'custom',
          path: ['transaction_date'],
          message: 'The date cannot be in the future',
        });
      }
    });
export type CreateTransactionInput = z.output<ReturnType<typeof createTransactionSchemaFor>>;

/**
 * `PATCH /transactions/<kind>/{id}/status` (docs/spec/states.md; docs/decisions/transactions.md, "Rejecting"
 * adds rejection with a reason).
 */
export const decisionSchema = z.discriminatedUnion(
  'status',
  [
    // The books account that receives the approved money (docs/books.md); left out, the group's default.
    z.object({ status: z.literal('Approved'), account_id: optionalMoneyAccountId('account_id') }),
    z.object({
      status: z.literal('Rejected'),
      reason: z
        .string({ error: 'A reason is required to reject' })
        .trim()
        .min(1, 'A reason is required to reject')
        .max(200, 'The reason must be at most 200 characters'),
    }),
  ],
  { error: 'status must be Approved or Rejected' },
);
export type DecisionInput = z.output<typeof decisionSchema>;
