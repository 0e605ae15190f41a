import {
  dateRangeFields,
  FilterBar,
  type FilterProps,
  filterBar,
  orderBy,
  selectField,
} from '../../../components/ui/FilterBar';
import { useBankAccounts } from '../api/get-bank-accounts';
import { typeOptions } from './AddExpenseForm';

export const EXPENSE_FILTERS = ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'] as const;
export type ExpenseFilterValues = Record<(typeof EXPENSE_FILTERS)[number], string>;

const expenseFields = [
  selectField('comment_type', 'Expense type', typeOptions, 'Every type'),
  ...dateRangeFields('Paid on or after', 'Paid on or before'),
  orderBy('Newest first', {
    created_at: 'Oldest first',
    '-amount': 'Largest amount first',
    amount: 'Smallest amount first',
    comment_type: 'Expense type, A to Z',
  }),
];

/**
 * The Expenses tab's search (type, comment or account), account, type, paid dates and order, all
 * answered by the server (`GET /all-expenses?q&account_id&comment_type&from&to&sort`).
 */
export function ExpenseFilters(props: FilterProps<Exclude<(typeof EXPENSE_FILTERS)[number], 'q'>>) {
  const accounts = useBankAccounts();
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: String(a.account_id), label: a.name }));
  const accountField = selectField('account_id', 'Paid from', accountOptions, 'Every account');
  return (
    <FilterBar
      label="Filter expenses"
      placeholder="Type, comment or account"
      fields={[accountField, ...expenseFields]}
      {...props}
    />
  );
}

/** The Bank Account tab's search by name and order by balance (`GET /all-bank-accounts?q&sort`). */
export const BankAccountFilters = filterBar('Filter bank accounts', 'Account name', [
  orderBy('Name, A to Z', { '-amount': 'Largest balance first', amount: 'Smallest balance first' }),
]);
