import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, loansKey } from '../../../lib/query-keys';
import { accountsKey } from '../../accounts';
import { booksKey } from '../../books';
import { statementsKey } from '../../statements';

/** Issues a loan with `issue`; loan lists and totals, the accounts' monthly figures and the books refresh. */
export const useIssueLoan = <Input, Created>(issue: (input: Input) => Promise<Created>) =>
  useMutationOf(issue, [loansKey, accountsKey, booksKey, statementsKey, approvalsKey]);
