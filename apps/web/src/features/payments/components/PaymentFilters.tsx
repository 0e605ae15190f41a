import { PAYMENT_SOURCES, PAYMENT_STATUS_FILTERS } from '@links/domain';
import {
  dateRangeFields,
  FilterBar,
  type FilterProps,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';
import { paymentStatusOf, sourceOf } from './labels';

export const PAYMENT_FILTERS = ['q', 'status', 'source', 'from', 'to', 'sort'] as const;

/** The search, the status, source and day filters, and the order of /payments. */
export function PaymentFilters(props: FilterProps<(typeof PAYMENT_FILTERS)[number]>) {
  const { t } = useTranslation();
  const statuses = Object.entries(PAYMENT_STATUS_FILTERS).map(([value, status]) => ({
    value,
    label: paymentStatusOf(t, status),
  }));
  const sources = PAYMENT_SOURCES.map((source) => ({ value: source, label: sourceOf(t, source) }));
  const fields = [
    selectField('status', t('payments.filters.status'), statuses, t('payments.filters.allStatuses')),
    selectField('source', t('payments.filters.source'), sources, t('payments.filters.allSources')),
    ...dateRangeFields(t('payments.filters.paidFrom'), t('payments.filters.paidTo')),
    orderBy(t('payments.filters.newest'), {
      paid_at: t('payments.filters.oldest'),
      '-amount': t('payments.filters.largest'),
      amount: t('payments.filters.smallest'),
    }),
  ];
  return (
    <FilterBar
      label={t('payments.filters.label')}
      placeholder={t('payments.filters.search')}
      fields={fields}
      {...props}
    />
  );
}
