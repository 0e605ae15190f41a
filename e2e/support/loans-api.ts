import type { ApiClient } from './api.js';

export type LoanKind = 'long_term' | 'short_term';

/** A loan as `/all-loans` and `/all-shorttermloans` list it (KES). */
export interface ListedLoan {
  id: number;
  user_id: number;
  amount_due: number;
  status: string;
}

/** Issues a long-term loan at the group settings, as the /addloan form would. */
export function issueLongTermLoan(api: ApiClient, userId: number, loanAmount: number, dateIssued: string) {
  return api.call<{ loan_id: number }>('/addloan', 'POST', {
    user_id: userId,
    loan_amount: loanAmount,
    date_issued: dateIssued,
  });
}

/** Issues a short-term loan; the server derives the figures from the settings. */
export function issueShortTermLoan(api: ApiClient, userId: number, principal: number, dateIssued: string) {
  return api.call<{ loan_id: number }>('/addshorttermloan', 'POST', {
    user_id: userId,
    principal,
    date_issued: dateIssued,
  });
}

export function changeSettings(api: ApiClient, change: Record<string, unknown>) {
  return api.call<Record<string, unknown>>('/settings', 'PATCH', change);
}

export async function listLoans(api: ApiClient, kind: LoanKind): Promise<ListedLoan[]> {
  const path = kind === 'long_term' ? '/all-loans' : '/all-shorttermloans';
  return (await api.call<{ loans: ListedLoan[] }>(path)).loans;
}

/**
 * A repayment as it happens in the product: a transaction with one LTL or STL item, created and
 * then approved by an admin (PATCH /transactions/loan-long|short-long/{id}/status).
 */
export async function repayLoan(api: ApiClient, userId: number, kind: LoanKind, amount: number) {
  const { transaction_id } = await api.call<{ transaction_id: number }>('/create-transaction', 'POST', {
    user_id: userId,
    total_payed: amount,
    transaction_items: [
      { transaction_type: kind === 'long_term' ? 'LTL' : 'STL', transaction_amount: amount },
    ],
  });
  const approval = kind === 'long_term' ? 'loan-long' : 'short-long';
  const answer = await api.call<{ updated_items: number }>(
    `/transactions/${approval}/${transaction_id}/status`,
    'PATCH',
    { status: 'Approved' },
  );
  if (answer.updated_items !== 1)
    throw new Error(`The repayment was not approved: ${JSON.stringify(answer)}`);
  return transaction_id;
}

/** Issues a loan of `amount` KES to the user on `dateIssued` and repays all it comes to. */
export async function issueAndClearLoan(
  api: ApiClient,
  kind: LoanKind,
  userId: number,
  amount: number,
  dateIssued: string,
) {
  if (kind === 'long_term') await issueLongTermLoan(api, userId, amount, dateIssued);
  else await issueShortTermLoan(api, userId, amount, dateIssued);
  const owed = (await listLoans(api, kind)).find((loan) => loan.user_id === userId);
  if (!owed) throw new Error('The loan was not listed');
  await repayLoan(api, userId, kind, owed.amount_due);
}
