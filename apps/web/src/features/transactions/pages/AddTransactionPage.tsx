import { formPage } from '../../../components/ui/FormPage';
import { AddTransactionForm } from '../components/AddTransactionForm';

/** /add-transaction (admin): records a member's payment; its items wait for approval (spec §2, §5). */
export const AddTransactionPage = formPage(AddTransactionForm, {
  title: 'New Transaction',
  link: { to: '/transactions', label: 'Back to transactions' },
  intro: "A member's payment into savings and loans. Each item waits for approval.",
  width: 'max-w-3xl',
});
