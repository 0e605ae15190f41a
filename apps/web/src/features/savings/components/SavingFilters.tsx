import { FilterBar, type FilterProps, orderBy } from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';

/** The savings table's search (the saver's name or number) and order (`GET /all-savings?q&sort`). */
export function SavingFilters(props: FilterProps<'sort'>) {
  const { t } = useTranslation();
  const fields = [
    orderBy(t('savings.filters.byName'), {
      '-amount_saved': t('savings.filters.mostSaved'),
      amount_saved: t('savings.filters.leastSaved'),
      '-expected_saving': t('savings.filters.highestTarget'),
      '-created_at': t('savings.filters.newest'),
    }),
  ];
  return (
    <FilterBar
      label={t('savings.filters.label')}
      placeholder={t('savings.filters.search')}
      fields={fields}
      {...props}
    />
  );
}
