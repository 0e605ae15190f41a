import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

export type { TransactionDetail } from '@links/domain';

/**
 * `GET /transactions/{id}`: an admin sees any, a member only their own (else 404,
 * docs/decisions/wire.md, "Error answers").
 */
export const useTransaction = (id: number) =>
  useRead(
    [...transactionsKey, 'detail', id],
    answerOf(operations.transaction),
    pathOfCall(operations.transaction, { params: { id } }),
  );
