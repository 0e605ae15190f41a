import type { cashBookAnswer } from '@links/domain';
import type { z } from 'zod';
import type { ApiClient } from './api.js';

/** The books ids of the money accounts (`GET /books/accounts?money=true`), by name. */
export async function moneyAccountIds(admin: ApiClient): Promise<Map<string, number>> {
  const { accounts } = await admin.call<{ accounts: { id: number; name: string }[] }>(
    '/books/accounts?money=true',
  );
  return new Map(accounts.map((account) => [account.name, account.id]));
}

/** `GET /books/cash-book/{accountId}` over a period. */
export const cashBook = (admin: ApiClient, accountId: number, from: string, to: string) =>
  admin.call<z.infer<typeof cashBookAnswer>>(`/books/cash-book/${accountId}?from=${from}&to=${to}`);

/** `POST /books/transfers` between two money accounts. */
export const transfer = (
  admin: ApiClient,
  fromAccountId: number,
  toAccountId: number,
  amount: number,
  date: string,
  memo?: string,
) =>
  admin.call<{ entry_id: number }>('/books/transfers', 'POST', {
    from_account_id: fromAccountId,
    to_account_id: toAccountId,
    amount,
    date,
    ...(memo ? { memo } : {}),
  });

/** `POST /create-expense` from a bank account (its `/create-bank-account` id). */
export const addExpense = (admin: ApiClient, bankAccountId: number, amount: number, commentType: string) =>
  admin.call('/create-expense', 'POST', { account_id: bankAccountId, amount, comment_type: commentType });

/** Approves every pending item of a transaction, into an account when one is given. */
export async function approveAll(admin: ApiClient, transactionId: number, accountId?: number) {
  const body =
    accountId === undefined ? { status: 'Approved' } : { status: 'Approved', account_id: accountId };
  for (const kind of ['savings', 'loan-long', 'short-long']) {
    await admin.call(`/transactions/${kind}/${transactionId}/status`, 'PATCH', body);
  }
}

/**
 * Brings `amount` KES into Cash on hand before a loan is paid out of it (docs/decisions/money-accounts.md,
 * "No money account below zero"): a saving of `saverId`, whose savings account is opened when missing,
 * entered and approved into Cash on hand; answers the transaction's id.
 */
export async function bringCashIn(admin: ApiClient, saverId: number, amount: number): Promise<number> {
  await admin
    .call('/add-saving', 'POST', { user_id: saverId, amount_saved: 0, expected_saving: 30000 })
    .catch((error: Error) => {
      if (!error.message.includes(' 409 ')) throw error;
    });
  const { transaction_id } = await admin.call<{ transaction_id: number }>('/create-transaction', 'POST', {
    user_id: saverId,
    total_payed: amount,
    transaction_items: [{ transaction_type: 'SAVING', transaction_amount: amount }],
  });
  const cash = (await moneyAccountIds(admin)).get('Cash on hand');
  await admin.call(`/transactions/savings/${transaction_id}/status`, 'PATCH', {
    status: 'Approved',
    account_id: cash,
  });
  return transaction_id;
}
