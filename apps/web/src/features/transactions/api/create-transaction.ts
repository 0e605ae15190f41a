import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

/**
 * `POST /create-transaction`: amounts in KES on the wire
 * (docs/decisions/transactions.md, "Creating a transaction").
 */
export const createTransaction = (body: BodyInput<typeof operations.createTransaction>) =>
  call(operations.createTransaction, { body });

/** Submits a transaction; its items start Pending, so only transaction lists change. */
export const useCreateTransaction = () => useMutationOf(createTransaction, [transactionsKey]);
