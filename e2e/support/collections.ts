import type { TransactionType } from '@links/domain';
import { ApiClient } from './api.js';
import { submitTransaction } from './seed.js';

/**
 * Money movements for the dashboard and home tests, made through the running server's API the way
 * the screens make them: a transaction is submitted, then an admin approves its items.
 */
export function createTransaction(
  api: ApiClient,
  userId: number,
  items: { type: TransactionType; amount: number }[],
  transactionDate?: string,
): Promise<number> {
  return submitTransaction(api, userId, items, transactionDate ? { transaction_date: transactionDate } : {});
}

/** Approves every pending item of a transaction, of all three kinds (docs/spec/states.md, "Approval"). */
export async function approveTransaction(admin: ApiClient, transactionId: number): Promise<void> {
  for (const kind of ['savings', 'loan-long', 'short-long']) {
    await admin.call(`/transactions/${kind}/${transactionId}/status`, 'PATCH', { status: 'Approved' });
  }
}

/**
 * The create-user wizard's request, with the loan fields null unless given (docs/spec/calls.md, "The calls"),
 * without a password: the member accepts the invitation with theirs (docs/decisions/passwords.md).
 */
export async function createUserAccount(
  admin: ApiClient,
  user: { firstname: string; lastname: string; email: string; password: string },
  extra: Record<string, unknown> = {},
) {
  const { password, ...who } = user;
  const answer = await admin.call<{ user_id: number; saving_id: number; invitation_code: string }>(
    '/create-user-account',
    'POST',
    {
      ...who,
      role: 'member',
      savings_target: 30000,
      initial_savings: 0,
      ltl_principal: null,
      ltl_loan_amount: null,
      ltl_date_issued: null,
      stl_principal: null,
      stl_date_issued: null,
      ...extra,
    },
  );
  await ApiClient.acceptInvitation(admin.baseUrl, answer.invitation_code, password);
  return answer;
}
