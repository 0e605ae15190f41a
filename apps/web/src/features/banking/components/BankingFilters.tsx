import { Field } from '../../../components/ui/Field';
import { ListFilters } from '../../../components/ui/ListFilters';
import { Select } from '../../../components/ui/Select';
import { useBankAccounts } from '../api/get-bank-accounts';
import { EXPENSE_TYPES } from './AddExpenseForm';

export const EXPENSE_FILTERS = ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'] as const;
export type ExpenseFilterValues = Record<(typeof EXPENSE_FILTERS)[number], string>;
export const BANK_ACCOUNT_FILTERS = ['q', 'sort'] as const;
export type BankAccountFilterValues = Record<(typeof BANK_ACCOUNT_FILTERS)[number], string>;

const expenseSorts = [
  { value: 'created_at', label: 'Oldest first' },
  { value: '-amount', label: 'Largest amount first' },
  { value: 'amount', label: 'Smallest amount first' },
  { value: 'comment_type', label: 'Expense type, A to Z' },
];

/**
 * The Expenses tab's search (type, comment or account), account, type, paid dates and order, all
 * answered by the server (`GET /all-expenses?q&account_id&comment_type&from&to&sort`).
 */
export function ExpenseFilters({
  values,
  onChange,
}: {
  values: ExpenseFilterValues;
  onChange: (values: Partial<ExpenseFilterValues>) => void;
}) {
  const accounts = useBankAccounts();
  return (
    <ListFilters
      label="Filter expenses"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Type, comment or account"
      filtering={Boolean(values.account_id || values.comment_type || values.from || values.to || values.sort)}
    >
      <Select
        label="Paid from"
        value={values.account_id}
        onChange={(account_id) => onChange({ account_id })}
        options={(accounts.data ?? []).map((a) => ({ value: String(a.account_id), label: a.name }))}
        placeholder="Every account"
      />
      <Select
        label="Expense type"
        value={values.comment_type}
        onChange={(comment_type) => onChange({ comment_type })}
        options={EXPENSE_TYPES.map((type) => ({ value: type, label: type }))}
        placeholder="Every type"
      />
      <Field
        label="Paid on or after"
        type="date"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label="Paid on or before"
        type="date"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={expenseSorts}
        placeholder="Newest first"
      />
    </ListFilters>
  );
}

/** The Bank Account tab's search by name and order by balance (`GET /all-bank-accounts?q&sort`). */
export function BankAccountFilters({
  values,
  onChange,
}: {
  values: BankAccountFilterValues;
  onChange: (values: Partial<BankAccountFilterValues>) => void;
}) {
  return (
    <ListFilters
      label="Filter bank accounts"
      q={values.q}
      onSearch={(q) => onChange({ q })}
      placeholder="Account name"
      filtering={Boolean(values.sort)}
    >
      <Select
        label="Order"
        value={values.sort}
        onChange={(sort) => onChange({ sort })}
        options={[
          { value: '-amount', label: 'Largest balance first' },
          { value: 'amount', label: 'Smallest balance first' },
        ]}
        placeholder="Name, A to Z"
      />
    </ListFilters>
  );
}
