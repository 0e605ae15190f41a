import { transactionDetail } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from './types';

export type { TransactionDetail } from '@links/domain';

/**
 * `GET /transactions/{id}`: an admin sees any, a member only their own (else 404,
 * docs/decisions/wire.md, "Error answers").
 */
export const useTransaction = (id: number) =>
  useRead([...transactionsKey, 'detail', id], transactionDetail, `/transactions/${id}`);
