import { formPage } from '../../../components/ui/FormPage';
import { AddExpenseForm } from '../components/AddExpenseForm';

/**
 * /add-expenses (admin): records an expense against a bank account (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Other forms").
 */
export const AddExpensePage = formPage(AddExpenseForm, {
  title: 'Add Expense',
  link: { to: '/expenses', label: 'Back to expenses' },
  intro: "The amount is deducted from the account's balance.",
  width: 'max-w-xl',
});
