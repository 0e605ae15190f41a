import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, pathOfCall } from '../../../lib/call';
import { readQuery, useMutationOf } from '../../../lib/queries';
import { booksKey, loansKey, transactionsKey } from '../../../lib/query-keys';
import { createTransaction, decideItems } from '../../transactions';

/**
 * `GET /loans/{id}/payoff?date`: what clears the loan that day
 * (docs/decisions/lending.md, "Early settlement").
 */
export const usePayoff = (loanId: number, date: string) =>
  useQuery(
    readQuery(
      [...loansKey, 'payoff', loanId, date],
      answerOf(operations.loanPayoff),
      pathOfCall(operations.loanPayoff, { params: { loanId }, query: { date } }),
    ),
  );

export interface Settlement {
  userId: number;
  kind: 'long_term' | 'short_term';
  amount: number;
  date: string;
  /** An admin records and approves the payment; a member submits it for approval. */
  approve: boolean;
}

/**
 * Settles a loan early with the payment of exactly its payoff, through the spec's transaction
 * calls: the server clears the loan when an approved repayment equals the payoff on its date.
 */
export const useSettleEarly = () =>
  useMutationOf(
    async ({ userId, kind, amount, date, approve }: Settlement) => {
      const type = kind === 'long_term' ? 'LTL' : 'STL';
      const created = await createTransaction({
        user_id: userId,
        total_payed: amount,
        transaction_items: [{ transaction_type: type, transaction_amount: amount }],
        transaction_date: date,
        comment: 'Early settlement',
      });
      if (approve) {
        await decideItems(kind === 'long_term' ? 'loan-long' : 'short-long', created.transaction_id, {
          status: 'Approved',
        });
      }
      return { approved: approve, transactionId: created.transaction_id };
    },
    [loansKey, transactionsKey, booksKey],
  );
