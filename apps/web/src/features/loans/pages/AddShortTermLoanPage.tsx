import { formPage } from '../../../components/ui/FormPage';
import { AddShortTermLoanForm } from '../components/AddShortTermLoanForm';

/**
 * /addshorttermloan (admin): issues a short-term loan with flat interest (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Short-term loan form").
 */
export const AddShortTermLoanPage = formPage(AddShortTermLoanForm, {
  title: 'Add Short Term Loan',
  link: { to: '/short-term-loans', label: 'Back to short term loans' },
  intro: 'A short-term loan with flat interest for the whole loan, repaid in equal installments.',
});
