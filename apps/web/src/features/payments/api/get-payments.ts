import { paymentsAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { paymentsKey } from './keys';

export const PAYMENTS_PER_PAGE = 10;

/** The filters of `GET /payments` the screen uses (`paymentListQuery`); blank ones are left out. */
export interface PaymentsFilter {
  q?: string | undefined;
  status?: string | undefined;
  source?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

/** `GET /payments?page&per_page[&q&status&source&from&to&sort]` (admin), newest first by default. */
export const getPayments = (page: number, filter: PaymentsFilter) =>
  requestParsed(
    paymentsAnswer,
    `/payments?${listQuery({ ...filter }, { page: String(page), per_page: String(PAYMENTS_PER_PAGE) })}`,
  );

/** `GET /payments?format=csv` with the same filters: every matching payment, as a file. */
export async function downloadPayments(filter: PaymentsFilter): Promise<void> {
  const file = await requestFile(`/payments?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'payments.csv');
}

export const paymentsQuery = (page: number, filter: PaymentsFilter) =>
  queryOptions({
    queryKey: [...paymentsKey, 'list', filter, page],
    queryFn: () => getPayments(page, filter),
    // Keep the page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const usePayments = (page: number, filter: PaymentsFilter) => useQuery(paymentsQuery(page, filter));
