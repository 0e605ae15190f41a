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
