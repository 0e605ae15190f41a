import { formPage } from '../../../components/ui/FormPage';
import { AddSavingForm } from '../components/AddSavingForm';

/**
 * /add-savings (admin): opens a member's savings account with an initial saving
 * (docs/spec/screens.md, "Routes"; docs/spec/validation.md, "Other forms").
 */
export const AddSavingPage = formPage(AddSavingForm, {
  title: 'Add Saving',
  link: { to: '/savings', label: 'Back to savings' },
  intro: "Open a member's savings account with an initial saving.",
  width: 'max-w-xl',
});
