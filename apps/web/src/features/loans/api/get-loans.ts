import { loanListAnswer } from '@links/domain';
import type { AnswerCheck } from '../../../lib/api';
import { serverList } from '../../../lib/queries';
import { loansKey } from '../../../lib/query-keys';

export type LoanKind = 'long_term' | 'short_term';

/** A row of `GET /all-loans` and `/all-shorttermloans`: the listing fields of decisions §6, in KES. */
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
  const lists = { long_term: list('long_term'), short_term: list('short_term') };
  type Filter = Parameters<(typeof lists)[LoanKind]['download']>[0];
  return {
    usePage: (kind: LoanKind, page: number, filter: Filter) => lists[kind].usePage(page, filter),
    /** The whole filtered list as a CSV file. */
    download: (kind: LoanKind, filter: Filter) => lists[kind].download(filter),
  };
}

/** The loan lists (`loanListQuery`): blank filters are left out. */
const loans = loanLists(
  'list',
  { long_term: '/all-loans', short_term: '/all-shorttermloans' },
  loanListAnswer,
  ['q', 'status', 'from', 'to', 'sort'],
  'loans.csv',
);

export const useLoanPage = loans.usePage;
export const downloadLoans = loans.download;
