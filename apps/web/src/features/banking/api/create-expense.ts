import { expenseCreated, orApprovalPending } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey } from '../../../lib/query-keys';
import { bankingKey } from './get-bank-accounts';

export interface CreateExpenseInput {
  account_id: number;
  amount: number;
  comment_type: string;
  comment?: string;
}

export const createExpense = (input: CreateExpenseInput) =>
  requestParsed(orApprovalPending(expenseCreated), '/create-expense', 'POST', input);

/**
 * Records an expense, or sends one at or above the threshold for approval; the expenses list, every
 * bank balance and the approvals refresh (docs/decisions/banking.md, "Paying an expense",
 * docs/decisions/approvals.md).
 */
export const useCreateExpense = () => useMutationOf(createExpense, [bankingKey, approvalsKey]);
