import { choices, FilterBar, type FilterProps, orderBy, selectField } from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';
import type { ArrearsFilter } from '../api/arrears';

/** The arrears list's search (member name), PAR bucket and order. */
export function ArrearsFilters(props: FilterProps<Exclude<keyof ArrearsFilter, 'q'>>) {
  const { t } = useTranslation();
  const buckets = choices({
    '1-30': t('arrears.buckets.upTo30'),
    '31-60': t('arrears.buckets.upTo60'),
    '61-90': t('arrears.buckets.upTo90'),
    'over-90': t('arrears.buckets.over90'),
  });
  const fields = [
    selectField('bucket', t('arrears.filters.daysPastDue'), buckets, t('arrears.filters.any')),
    orderBy(t('arrears.filters.mostDays'), {
      days_past_due: t('arrears.filters.fewestDays'),
      '-overdue': t('arrears.filters.mostOverdue'),
      overdue: t('arrears.filters.leastOverdue'),
      '-principal_outstanding': t('arrears.filters.mostOutstanding'),
      principal_outstanding: t('arrears.filters.leastOutstanding'),
    }),
  ];
  return (
    <FilterBar
      label={t('arrears.filters.label')}
      placeholder={t('arrears.filters.search')}
      fields={fields}
      {...props}
    />
  );
}
