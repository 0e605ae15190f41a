import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { type FilterOf, serverList } from '../../../lib/queries';
import { paymentsKey } from '../../../lib/query-keys';

/** The filters of `GET /payments` the screen uses (`paymentListQuery`); blank ones are left out. */
const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;
export type PaymentsFilter = FilterOf<typeof PAYMENT_FILTERS>;

/** `GET /payments?page&per_page[&q&status&source&from&to&sort]` (admin), newest first by default. */
const payments = serverList({
  key: [...paymentsKey, 'list'],
  path: pathOf(operations.payments),
  check: answerOf(operations.payments),
  filters: PAYMENT_FILTERS,
  fileName: 'payments.csv',
});

export const usePayments = payments.usePage;

/** Every matching payment, as a CSV file. */
export const downloadPayments = payments.download;
