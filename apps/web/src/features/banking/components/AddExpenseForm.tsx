import {
  type CreateExpenseBody,
  createExpenseBodyFor,
  EXPENSE_COMMENT_MAX,
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
import { useTranslation } from '../../../i18n';
import { AccountField, useMoneyAccounts } from '../../books';
import { useCreateExpense } from '../api/create-expense';
import type { ExpenseReenterState } from './ExpensesTable';
import { expenseTypeOptions } from './expenseTypes';

interface ExpenseValues {
  account_id: string;
  amount: number | undefined;
  comment_type: string;
  comment: string;
  date: string;
}

/** The server's body schema, "today" being the browser's date in the group's time zone. */
const expenseSchema = createExpenseBodyFor(todayInGroupZone);

/**
 * docs/spec/validation.md, "Transaction form", Expense: account, amount and expense type required, the
 * comment optional (at most 500, with a counter); the account is any money account, Cash on hand
 * included, and the date the day it was paid, today unless changed (docs/decisions/money-accounts.md,
 * "Dated expenses"). The rules are the server's body schema (`createExpenseBodyFor`); its refusals
 * (`Insufficient funds in …`, `This period is closed`) are shown as they are.
 */
export function AddExpenseForm() {
  const { t } = useTranslation();
  const accounts = useMoneyAccounts();
  const create = useCreateExpense();
  const today = todayInGroupZone();
  const { form, outcome, send } = useServerForm<ExpenseValues>(expenseSchema, {
    blank: { account_id: '', amount: undefined, comment_type: '', comment: '', date: today },
    done: t('banking.add.added'),
    failed: t('banking.add.failed'),
    // The fields as their messages name them (`Amount is required`), in the language on screen.
    subjects: {
      account_id: t('banking.add.account'),
      amount: t('banking.add.amount'),
      comment_type: t('banking.add.subjects.type'),
      comment: t('banking.add.subjects.comment'),
      date: t('banking.add.date'),
    },
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
      {accounts.isError ? <Alert>{t('banking.add.accountsFailed')}</Alert> : null}
      {reenter && !outcome ? <Alert tone="info">{t('banking.add.reentered')}</Alert> : null}
      <OutcomeAlert outcome={outcome} />
      <AccountField
        control={form.control}
        name="account_id"
        label={t('banking.add.account')}
        placeholder={t('banking.add.selectAccount')}
        withBalance
      />
      <MoneyField control={form.control} name="amount" label={t('banking.add.amount')} />
      <DateField control={form.control} name="date" label={t('banking.add.date')} max={today} />
      <SelectField
        control={form.control}
        name="comment_type"
        label={t('banking.add.type')}
        placeholder={t('banking.add.selectType')}
        options={expenseTypeOptions(t)}
      />
      <CommentField control={form.control} maxLength={EXPENSE_COMMENT_MAX} />
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('banking.add.adding') : t('banking.add.title')}
      </Button>
    </form>
  );
}
