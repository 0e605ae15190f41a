import { TRANSACTION_LIST_STATUSES } from '@links/domain';
import {
  dateRangeFields,
  FilterBar,
  type FilterField,
  type FilterProps,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';
import { transactionTypeWords } from './labels';
import { statusWords } from './StatusBadge';

export const TRANSACTION_FILTERS = ['q', 'status', 'type', 'from', 'to', 'sort'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;
type Key = Exclude<(typeof TRANSACTION_FILTERS)[number], 'q'>;

const types = Object.keys(transactionTypeWords) as (keyof typeof transactionTypeWords)[];

/**
 * The search, the filters and the order of /transactions, all answered by the server
 * (`GET /transactions?q&status&type&from&to&sort`). The search is sent on Search or Enter; the
 * pickers apply at once.
 */
export function TransactionFilters({
  withStatus = true,
  ...props
}: FilterProps<Key> & { withStatus?: boolean }) {
  const { t } = useTranslation();
  const statusField: FilterField<Key> = selectField(
    'status',
    t('transactions.filters.status'),
    TRANSACTION_LIST_STATUSES.map((status) => ({ value: status, label: t(statusWords[status]) })),
    t('transactions.filters.allStatuses'),
  );
  const otherFields: FilterField<Key>[] = [
    selectField(
      'type',
      t('transactions.filters.type'),
      types.map((type) => ({ value: type, label: t(transactionTypeWords[type]) })),
      t('transactions.filters.allTypes'),
    ),
    ...dateRangeFields(t('transactions.filters.from'), t('transactions.filters.to')),
    orderBy(t('transactions.filters.newestEntered'), {
      created_at: t('transactions.filters.oldestEntered'),
      '-transaction_date': t('transactions.filters.latestPayment'),
      transaction_date: t('transactions.filters.earliestPayment'),
      '-total_payed': t('transactions.filters.largestAmount'),
      total_payed: t('transactions.filters.smallestAmount'),
    }),
  ];
  const fields = withStatus ? [statusField, ...otherFields] : otherFields;
  return (
    <FilterBar
      label={t('transactions.filters.label')}
      placeholder={t('transactions.filters.placeholder')}
      fields={fields}
      {...props}
    />
  );
}
