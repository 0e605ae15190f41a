import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, bankingKey, booksKey } from '../../../lib/query-keys';

export const createExpense = (body: BodyInput<typeof operations.createExpense>) =>
  call(operations.createExpense, { body });

/**
 * Records an expense, or sends one at or above the threshold for approval; the expenses list, every
 * money account's balance (the form's choices) and the approvals refresh (docs/decisions/banking.md, "Paying an expense",
 * docs/decisions/approvals.md).
 */
export const useCreateExpense = () => useMutationOf(createExpense, [bankingKey, booksKey, approvalsKey]);
