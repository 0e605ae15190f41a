import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { loansKey } from '../../member/api/loans-key';

export type LoanKind = 'long_term' | 'short_term';

/** A row of `GET /all-loans` and `/all-shorttermloans`: the listing fields of decisions §6, in KES. */
export interface LoanAccount {
  id: number;
  user_id: number;
  user_firstname: string;
  user_lastname: string;
  /** Principal still owed. */
  principal: number;
  /** What was lent. */
  loan_amount: number;
  /** Scheduled interest still unpaid. */
  interest_amount: number;
  /** principal + interest_amount. */
  amount_due: number;
  installment_amount: number;
  /** A fraction: yearly for long-term loans, for the whole loan for short-term ones. */
  interest_rate: number;
  /** The term in months. */
  payment_period: number;
  date_issued: string;
  due_date: string;
  /** `Uncleared`/`Cleared`; lower case for short-term loans (spec §4). */
  status: 'Uncleared' | 'Cleared' | 'uncleared' | 'cleared';
}

const listPaths: Record<LoanKind, string> = {
  long_term: '/all-loans',
  short_term: '/all-shorttermloans',
};

/** Every loan of a kind, newest first. */
export const getLoanAccounts = (kind: LoanKind) =>
  request<{ loans: LoanAccount[] }>(listPaths[kind]).then((answer) => answer.loans);

export const loanAccountsQuery = (kind: LoanKind) =>
  queryOptions({ queryKey: [...loansKey, 'list', kind], queryFn: () => getLoanAccounts(kind) });

export const useLoanAccounts = (kind: LoanKind) => useQuery(loanAccountsQuery(kind));
