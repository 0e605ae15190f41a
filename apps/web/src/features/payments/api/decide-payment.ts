import { type BodyInput, operations, pathOf } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { answerOf } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';

/** The operation of each decision on a payment. */
const decisions = {
  assign: operations.assignPayment,
  ignore: operations.ignorePayment,
  approve: operations.approvePayment,
} as const;
type Action = keyof typeof decisions;

/** One item of another split of the payment, as its approval sends it. */
export type SplitItem = NonNullable<BodyInput<typeof operations.approvePayment>['items']>[number];

/** A decision: its action, the payment, and the input of that action's body. */
export type PaymentDecision = {
  [A in Action]: { action: A; id: number } & BodyInput<(typeof decisions)[A]>;
}[Action];

/** `POST /payments/{id}/assign | ignore | approve` (admin); each answers the payment. */
export function decidePayment(decision: PaymentDecision) {
  const { action, id, ...body } = decision;
  const op = decisions[action];
  return requestParsed(answerOf(op), pathOf(op, { id }), op.method, body);
}

/**
 * A decision about a payment; afterwards every list of payments, transactions and the books is
 * fetched again, as the money may have moved.
 */
export const useDecidePayment = () => useMutationOf(decidePayment, 'all');
