import { loanPaymentListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { loansKey } from '../../../lib/query-keys';
import { LOANS_PER_PAGE, type LoanKind } from './get-loans';

/** A row of the payment history (spec §3 "Loan payment"): one approved repayment, split, in KES. */
export type { LoanPaymentRow as LoanPayment } from '@links/domain';

const paymentPaths: Record<LoanKind, string> = {
  long_term: '/loan-payments/long-term',
  short_term: '/loan-payments/short-term',
};

/** The filters of the payment history the screen uses (`loanPaymentListQuery`). */
export interface LoanPaymentFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

/** One page of the repayments of loans of a kind, newest first unless ordered otherwise. */
export async function getLoanPaymentPage(kind: LoanKind, page: number, filter: LoanPaymentFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(LOANS_PER_PAGE) });
  const answer = await requestParsed(loanPaymentListAnswer, `${paymentPaths[kind]}?${query}`);
  return { payments: answer.payments, pagination: answer.pagination ?? null };
}

/** The whole filtered history as a CSV file. */
export async function downloadLoanPayments(kind: LoanKind, filter: LoanPaymentFilter): Promise<void> {
  const file = await requestFile(`${paymentPaths[kind]}?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'loan-payments.csv');
}

export const loanPaymentPageQuery = (kind: LoanKind, page: number, filter: LoanPaymentFilter) =>
  queryOptions({
    queryKey: [...loansKey, 'payments', kind, filter, page],
    queryFn: () => getLoanPaymentPage(kind, page, filter),
    placeholderData: keepPreviousData,
  });

export const useLoanPaymentPage = (kind: LoanKind, page: number, filter: LoanPaymentFilter) =>
  useQuery(loanPaymentPageQuery(kind, page, filter));
