import { FilterBar, type FilterProps, orderBy } from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';

/** The accounts table's search (name, number, phone or email) and order (`GET /allacounts?q&sort`). */
export function AccountFilters(props: FilterProps<'sort'>) {
  const { t } = useTranslation();
  const fields = [
    orderBy(t('accounts.filters.byName'), {
      '-savings': t('accounts.filters.mostSavings'),
      savings: t('accounts.filters.leastSavings'),
      member_number: t('accounts.filters.memberNumber'),
      '-created_at': t('accounts.filters.newest'),
    }),
  ];
  return (
    <FilterBar
      label={t('accounts.filters.label')}
      placeholder={t('accounts.filters.search')}
      fields={fields}
      {...props}
    />
  );
}
