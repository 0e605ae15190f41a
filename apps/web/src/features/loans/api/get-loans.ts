import { type Operation, operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { serverList } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

export type LoanKind = 'long_term' | 'short_term';

/**
 * A list the loans screen has once per kind of loan (the loans, their repayments), ten to a page
 * under `[...loansKey, name, kind]`, searched, filtered by `filters` and ordered on the server.
 */
export function loanLists<Op extends Operation, const Names extends readonly string[]>(
  name: string,
  lists: Record<LoanKind, Op>,
  filters: Names,
  fileName: string,
) {
  const list = (kind: LoanKind) =>
    serverList({
      key: [...loansKey, name, kind],
      path: pathOf(lists[kind]),
      check: answerOf(lists[kind]),
      filters,
      fileName,
    });
  return { long_term: list('long_term'), short_term: list('short_term') };
}

/** The loan lists (`loanListQuery`): blank filters are left out. */
export const loanList = loanLists(
  'list',
  { long_term: operations.allLoans, short_term: operations.allShortTermLoans },
  ['q', 'status', 'from', 'to', 'sort'],
  'loans.csv',
);
