import { useMutationOf } from '../../../lib/queries';
import {
  accountsKey,
  approvalsKey,
  booksKey,
  loansKey,
  payoutsKey,
  statementsKey,
} from '../../../lib/query-keys';

/**
 * Issues a loan with `issue`; loan lists and totals, the accounts' monthly figures and the books refresh,
 * and the payouts, where a loan paid by M-Pesa is owed (docs/decisions/payouts.md, "Owing").
 */
export const useIssueLoan = <Input, Created>(issue: (input: Input) => Promise<Created>) =>
  useMutationOf(issue, [loansKey, accountsKey, booksKey, statementsKey, approvalsKey, payoutsKey]);
