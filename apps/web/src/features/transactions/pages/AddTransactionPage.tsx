import { formPage } from '../../../components/ui/FormPage';
import { AddTransactionForm } from '../components/AddTransactionForm';

/**
 * /add-transaction (admin): records a member's payment; its items wait for approval
 * (docs/spec/screens.md, "Routes"; docs/spec/validation.md, "Transaction form").
 */
export const AddTransactionPage = formPage(AddTransactionForm, {
  title: 'New Transaction',
  link: { to: '/transactions', label: 'Back to transactions' },
  intro: "A member's payment into savings and loans. Each item waits for approval.",
  width: 'max-w-3xl',
});
