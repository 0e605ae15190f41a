import { type TransactionType, transactionCreated } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { transactionsKey } from './types';

/**
 * The body of `POST /create-transaction` as it goes on the wire: amounts in KES
 * (docs/decisions/transactions.md, "Creating a transaction").
 */
export interface CreateTransactionBody {
  user_id: number;
  total_payed: number;
  transaction_items: { transaction_type: TransactionType; transaction_amount: number; extra?: string }[];
  transaction_date?: string;
  comment?: string;
}

export const createTransaction = (body: CreateTransactionBody) =>
  requestParsed(transactionCreated, '/create-transaction', 'POST', body);

/** Submits a transaction; its items start Pending, so only transaction lists change. */
export const useCreateTransaction = () => useMutationOf(createTransaction, [transactionsKey]);
