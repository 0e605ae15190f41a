import { type PaymentSource, type PaymentStatusFilter, paymentsAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { queryString } from '../../books';
import { paymentsKey } from './keys';

export const PAYMENTS_PER_PAGE = 10;

export interface PaymentsFilter {
  page: number;
  q?: string | undefined;
  status?: PaymentStatusFilter | undefined;
  source?: PaymentSource | undefined;
}

/** `GET /payments?page&per_page&q&status&source` (admin), newest first. */
export const getPayments = ({ page, q, status, source }: PaymentsFilter) =>
  requestParsed(
    paymentsAnswer,
    `/payments${queryString({ page, per_page: PAYMENTS_PER_PAGE, q, status, source })}`,
  );

export const paymentsQuery = (filter: PaymentsFilter) =>
  queryOptions({
    queryKey: [...paymentsKey, 'list', filter],
    queryFn: () => getPayments(filter),
    // Keep the page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const usePayments = (filter: PaymentsFilter) => useQuery(paymentsQuery(filter));
