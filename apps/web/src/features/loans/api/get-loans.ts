import { loanListAnswer } from '@links/domain';
import type { AnswerCheck } from '../../../lib/api';
import { serverList } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

export type LoanKind = 'long_term' | 'short_term';

/**
 * A row of `GET /all-loans` and `/all-shorttermloans`: the listing fields of
 * docs/decisions/loans.md, "Listing fields", in KES.
 */
export type { LoanRow as LoanAccount } from '@links/domain';

/**
 * A list the loans screen has once per kind of loan (the loans, their repayments), ten to a page
 * under `[...loansKey, name, kind]`, searched, filtered by `filters` and ordered on the server.
 */
export function loanLists<Answer, const Names extends readonly string[]>(
  name: string,
  paths: Record<LoanKind, string>,
  check: AnswerCheck<Answer>,
  filters: Names,
  fileName: string,
) {
  const list = (kind: LoanKind) =>
    serverList({
      key: [...loansKey, name, kind],
      path: paths[kind],
      check,
      filters,
      fileName,
    });
  return { long_term: list('long_term'), short_term: list('short_term') };
}

/** The loan lists (`loanListQuery`): blank filters are left out. */
export const loanList = loanLists(
  'list',
  { long_term: '/all-loans', short_term: '/all-shorttermloans' },
  loanListAnswer,
  ['q', 'status', 'from', 'to', 'sort'],
  'loans.csv',
);
