import { loanListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { loansKey } from '../../../lib/query-keys';

export type LoanKind = 'long_term' | 'short_term';

/** A row of `GET /all-loans` and `/all-shorttermloans`: the listing fields of decisions §6, in KES. */
export type { LoanRow as LoanAccount } from '@links/domain';

export const LOANS_PER_PAGE = 10;

const listPaths: Record<LoanKind, string> = {
  long_term: '/all-loans',
  short_term: '/all-shorttermloans',
};

/** The filters of the loan lists that the screen uses (`loanListQuery`); blank ones are left out. */
export interface LoanFilter {
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

/** One page of the loans of a kind, searched, filtered and ordered on the server. */
export async function getLoanPage(kind: LoanKind, page: number, filter: LoanFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(LOANS_PER_PAGE) });
  const answer = await requestParsed(loanListAnswer, `${listPaths[kind]}?${query}`);
  return { loans: answer.loans, pagination: answer.pagination ?? null };
}

/** The whole filtered list as a CSV file. */
export async function downloadLoans(kind: LoanKind, filter: LoanFilter): Promise<void> {
  const file = await requestFile(`${listPaths[kind]}?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'loans.csv');
}

export const loanPageQuery = (kind: LoanKind, page: number, filter: LoanFilter) =>
  queryOptions({
    queryKey: [...loansKey, 'list', kind, filter, page],
    queryFn: () => getLoanPage(kind, page, filter),
    // Keep the current page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useLoanPage = (kind: LoanKind, page: number, filter: LoanFilter) =>
  useQuery(loanPageQuery(kind, page, filter));
