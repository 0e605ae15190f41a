import {
  dateRangeFields,
  FilterBar,
  type FilterField,
  type FilterProps,
  filterBar,
  orderField,
  selectField,
} from '../../../components/ui/FilterBar';
import { useBankAccounts } from '../api/get-bank-accounts';
import { EXPENSE_TYPES } from './AddExpenseForm';

export const EXPENSE_FILTERS = ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'] as const;
export type ExpenseFilterValues = Record<(typeof EXPENSE_FILTERS)[number], string>;
export const BANK_ACCOUNT_FILTERS = ['q', 'sort'] as const;
export type BankAccountFilterValues = Record<(typeof BANK_ACCOUNT_FILTERS)[number], string>;

const expenseFields: FilterField<'comment_type' | 'from' | 'to' | 'sort'>[] = [
  selectField(
    'comment_type',
    'Expense type',
    EXPENSE_TYPES.map((type) => ({ value: type, label: type })),
    'Every type',
  ),
  ...dateRangeFields('Paid on or after', 'Paid on or before'),
  orderField(
    [
      { value: 'created_at', label: 'Oldest first' },
      { value: '-amount', label: 'Largest amount first' },
      { value: 'amount', label: 'Smallest amount first' },
      { value: 'comment_type', label: 'Expense type, A to Z' },
    ],
    'Newest first',
  ),
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

const bankAccountFields = [
  orderField(
    [
      { value: '-amount', label: 'Largest balance first' },
      { value: 'amount', label: 'Smallest balance first' },
    ],
    'Name, A to Z',
  ),
];

/** The Bank Account tab's search by name and order by balance (`GET /all-bank-accounts?q&sort`). */
export const BankAccountFilters = filterBar('Filter bank accounts', 'Account name', bankAccountFields);
