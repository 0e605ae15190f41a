import { paymentAnswer, type TransactionType } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';

export interface SplitItem {
  transaction_type: TransactionType;
  transaction_amount: number;
}

export type PaymentDecision =
  | { action: 'assign'; id: number; user_id: number }
  | { action: 'ignore'; id: number; reason: string }
  | { action: 'approve'; id: number; items?: SplitItem[] };

/** `POST /payments/{id}/assign | ignore | approve` (admin). */
export function decidePayment(decision: PaymentDecision) {
  const { action, id, ...body } = decision;
  return requestParsed(paymentAnswer, `/payments/${id}/${action}`, 'POST', body);
}

/**
 * A decision about a payment; afterwards every list of payments, transactions and the books is
 * fetched again, as the money may have moved.
 */
export const useDecidePayment = () => useMutationOf(decidePayment, 'all');
