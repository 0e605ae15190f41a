import { formPage } from '../../../components/ui/FormPage';
import { AddLoanForm } from '../components/AddLoanForm';

/**
 * /addloan (admin): issues a long-term loan at the group's settings (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Other forms").
 */
export const AddLoanPage = formPage(AddLoanForm, {
  title: 'Add Loan',
  link: { to: '/long-term-loans', label: 'Back to long term loans' },
  intro: 'A long-term loan, repaid in equal monthly installments on the reducing balance.',
});
