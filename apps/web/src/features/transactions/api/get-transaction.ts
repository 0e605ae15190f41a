import { transactionDetail } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { transactionsKey } from './types';

export type { TransactionDetail } from '@links/domain';

/** `GET /transactions/{id}`: an admin sees any, a member only their own (else 404, decisions §1). */
export const getTransaction = (id: number) => requestParsed(transactionDetail, `/transactions/${id}`);

export const transactionQuery = (id: number) =>
  queryOptions({ queryKey: [...transactionsKey, 'detail', id], queryFn: () => getTransaction(id) });

export const useTransaction = (id: number) => useQuery(transactionQuery(id));
