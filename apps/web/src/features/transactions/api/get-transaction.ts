import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { type Transaction, type TransactionItem, transactionsKey } from './types';

export interface TransactionDetail {
  transaction: Transaction;
  transaction_types: TransactionItem[];
}

/** `GET /transactions/{id}`: an admin sees any, a member only their own (else 404, decisions §1). */
export const getTransaction = (id: number) => request<TransactionDetail>(`/transactions/${id}`);

export const transactionQuery = (id: number) =>
  queryOptions({ queryKey: [...transactionsKey, 'detail', id], queryFn: () => getTransaction(id) });

export const useTransaction = (id: number) => useQuery(transactionQuery(id));
