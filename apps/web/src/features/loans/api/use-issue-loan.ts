import { useMutationOf } from '../../../lib/queries';
import { accountsKey, approvalsKey, booksKey, loansKey, statementsKey } from '../../../lib/query-keys';

/** Issues a loan with `issue`; loan lists and totals, the accounts' monthly figures and the books refresh. */
export const useIssueLoan = <Input, Created>(issue: (input: Input) => Promise<Created>) =>
  useMutationOf(issue, [loansKey, accountsKey, booksKey, statementsKey, approvalsKey]);
