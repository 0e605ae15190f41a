import {
  choices,
  dateRangeFields,
  FilterBar,
  type FilterProps,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { useTranslation } from '../../../i18n';

export const LOAN_FILTERS = ['q', 'status', 'from', 'to', 'sort'] as const;
export const PAYMENT_FILTERS = ['q', 'from', 'to', 'sort'] as const;

/** The Loan Accounts tab's search (member name or loan number), status, issue dates and order. */
export function LoanFilters(props: FilterProps<Exclude<(typeof LOAN_FILTERS)[number], 'q'>>) {
  const { t } = useTranslation();
  const fields = [
    selectField(
      'status',
      t('loans.filters.status'),
      choices({ Uncleared: t('loans.status.Uncleared'), Cleared: t('loans.status.Cleared') }),
      t('loans.filters.allStatuses'),
    ),
    ...dateRangeFields(t('loans.filters.issuedFrom'), t('loans.filters.issuedTo')),
    orderBy(t('loans.filters.newest'), {
      created_at: t('loans.filters.oldest'),
      '-date_issued': t('loans.filters.latestIssued'),
      date_issued: t('loans.filters.earliestIssued'),
      due_date: t('loans.filters.dueSoonest'),
      '-loan_amount': t('loans.filters.largestLoan'),
      loan_amount: t('loans.filters.smallestLoan'),
      '-amount_due': t('loans.filters.mostOwed'),
      amount_due: t('loans.filters.leastOwed'),
    }),
  ];
  return (
    <FilterBar
      label={t('loans.filters.loansLabel')}
      placeholder={t('loans.filters.loansSearch')}
      fields={fields}
      {...props}
    />
  );
}

/** The Payment History tab's search (member name), payment dates and order. */
export function PaymentFilters(props: FilterProps<Exclude<(typeof PAYMENT_FILTERS)[number], 'q'>>) {
  const { t } = useTranslation();
  const fields = [
    ...dateRangeFields(t('loans.filters.paidFrom'), t('loans.filters.paidTo')),
    orderBy(t('loans.filters.newest'), {
      created_at: t('loans.filters.oldest'),
      '-transaction_amount': t('loans.filters.largestPayment'),
      transaction_amount: t('loans.filters.smallestPayment'),
    }),
  ];
  return (
    <FilterBar
      label={t('loans.filters.paymentsLabel')}
      placeholder={t('loans.filters.paymentsSearch')}
      fields={fields}
      {...props}
    />
  );
}
