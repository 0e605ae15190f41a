import { loanList } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';

export type LoanKind = 'long_term' | 'short_term';

/** A row of `GET /all-loans` and `/all-shorttermloans`: the listing fields of decisions §6, in KES. */
export type { LoanRow as LoanAccount } from '@links/domain';

const listPaths: Record<LoanKind, string> = {
  long_term: '/all-loans',
  short_term: '/all-shorttermloans',
};

/** Every loan of a kind, newest first. */
export const getLoanAccounts = (kind: LoanKind) =>
  requestParsed(loanList, listPaths[kind]).then((answer) => answer.loans);

export const loanAccountsQuery = (kind: LoanKind) =>
  queryOptions({ queryKey: [...loansKey, 'list', kind], queryFn: () => getLoanAccounts(kind) });

export const useLoanAccounts = (kind: LoanKind) => useQuery(loanAccountsQuery(kind));
