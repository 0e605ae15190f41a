import {
  dateRangeFields,
  FilterBar,
  type FilterProps,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';
import { useBankAccounts } from '../api/get-bank-accounts';
import { expenseTypeOptions } from './expenseTypes';

export const EXPENSE_FILTERS = ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'] as const;
export type ExpenseFilterValues = Record<(typeof EXPENSE_FILTERS)[number], string>;

/**
 * The Expenses tab's search (type, comment or account), account, type, paid dates and order, all
 * answered by the server (`GET /all-expenses?q&account_id&comment_type&from&to&sort`).
 */
export function ExpenseFilters(props: FilterProps<Exclude<(typeof EXPENSE_FILTERS)[number], 'q'>>) {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: String(a.account_id), label: a.name }));
  const fields = [
    selectField(
      'account_id',
      t('banking.filters.paidFrom'),
      accountOptions,
      t('banking.filters.everyAccount'),
    ),
    selectField(
      'comment_type',
      t('banking.filters.type'),
      expenseTypeOptions(t),
      t('banking.filters.everyType'),
    ),
    ...dateRangeFields(t('banking.filters.after'), t('banking.filters.before')),
    orderBy(t('banking.filters.newest'), {
      created_at: t('banking.filters.oldest'),
      '-amount': t('banking.filters.largest'),
      amount: t('banking.filters.smallest'),
      comment_type: t('banking.filters.byType'),
    }),
  ];
  return (
    <FilterBar
      label={t('banking.filters.label')}
      placeholder={t('banking.filters.search')}
      fields={fields}
      {...props}
    />
  );
}

/** The Bank Account tab's search by name and order by balance (`GET /all-bank-accounts?q&sort`). */
export function BankAccountFilters(props: FilterProps<'sort'>) {
  const { t } = useTranslation();
  const fields = [
    orderBy(t('banking.accounts.byName'), {
      '-amount': t('banking.accounts.largest'),
      amount: t('banking.accounts.smallest'),
    }),
  ];
  return (
    <FilterBar
      label={t('banking.accounts.filter')}
      placeholder={t('banking.accounts.search')}
      fields={fields}
      {...props}
    />
  );
}
