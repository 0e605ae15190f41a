import {
  type CreateExpenseBody,
  createExpenseBodyFor,
  EXPENSE_COMMENT_MAX,
  EXPENSE_TYPES,
  todayInGroupZone,
} from '@links/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { OutcomeAlert, useServerForm } from '../../../components/form/formCall';
import { MoneyField } from '../../../components/form/MoneyField';
import { SelectField } from '../../../components/form/SelectField';
import { CommentField } from '../../../components/form/TextAreaField';
import { DateField } from '../../../components/form/TextField';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { AccountField, useMoneyAccounts } from '../../books';
import { useCreateExpense } from '../api/create-expense';
import type { ExpenseReenterState } from './ExpensesTable';

export const EXPENSE_ADDED = 'Expense added and amount deducted successfully!';
export const EXPENSE_FAILED = 'Failed to add expense';

interface ExpenseValues {
  account_id: string;
  amount: number | undefined;
  comment_type: string;
  comment: string;
  date: string;
}

const subjects = {
  account_id: 'Account',
  amount: 'Amount',
  comment_type: 'Expense type',
  comment: 'Comment',
  date: 'Date',
};
/** The server's body schema, "today" being the browser's date in the group's time zone. */
const expenseSchema = createExpenseBodyFor(todayInGroupZone);
/** The expense types as choices, for the form and the list's filter. */
export const typeOptions = EXPENSE_TYPES.map((name) => ({ value: name, label: name }));

/**
 * docs/spec/validation.md, "Transaction form", Expense: account, amount and expense type required, the
 * comment optional (at most 500, with a counter); the account is any money account, Cash on hand
 * included, and the date the day it was paid, today unless changed (docs/decisions/money-accounts.md,
 * "Dated expenses"). The rules are the server's body schema (`createExpenseBodyFor`); its refusals
 * (`Insufficient funds in …`, `This period is closed`) are shown as they are.
 */
export function AddExpenseForm() {
  const accounts = useMoneyAccounts();
  const create = useCreateExpense();
  const today = todayInGroupZone();
  const { form, outcome, send } = useServerForm<ExpenseValues>(expenseSchema, {
    blank: { account_id: '', amount: undefined, comment_type: '', comment: '', date: today },
    done: EXPENSE_ADDED,
    failed: EXPENSE_FAILED,
    subjects,
  });
  // "Re-enter" after a reversal fills the form with the reversed expense's values (docs/decisions/reversals.md).
  const reenter = (useLocation().state as ExpenseReenterState | null)?.reenter;
  useEffect(() => {
    if (reenter) form.reset(reenter);
  }, [reenter, form]);

  const submit = form.handleSubmit((values) => {
    const comment = values.comment.trim();
    const body: CreateExpenseBody = {
      account_id: Number(values.account_id),
      amount: values.amount ?? 0,
      comment_type: values.comment_type,
      date: values.date,
      ...(comment ? { comment } : {}),
    };
    send(create, body);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {accounts.isError ? <Alert>Could not load accounts</Alert> : null}
      {reenter && !outcome ? (
        <Alert tone="info">Filled with the reversed expense's values: correct them and submit.</Alert>
      ) : null}
      <OutcomeAlert outcome={outcome} />
      <AccountField
        control={form.control}
        name="account_id"
        label="Account"
        placeholder="Select an account"
        withBalance
      />
      <MoneyField control={form.control} name="amount" label="Amount" />
      <DateField control={form.control} name="date" label="Date" max={today} />
      <SelectField
        control={form.control}
        name="comment_type"
        label="Expense Type"
        placeholder="Select a type"
        options={typeOptions}
      />
      <CommentField control={form.control} maxLength={EXPENSE_COMMENT_MAX} />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add Expense'}
      </Button>
    </form>
  );
}
