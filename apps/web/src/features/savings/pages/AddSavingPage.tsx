import { formPage } from '../../../components/ui/FormPage';
import { AddSavingForm } from '../components/AddSavingForm';

/** /add-savings (admin): opens a member's savings account with an initial saving (spec §2, §5). */
export const AddSavingPage = formPage(AddSavingForm, {
  title: 'Add Saving',
  link: { to: '/savings', label: 'Back to savings' },
  intro: "Open a member's savings account with an initial saving.",
  width: 'max-w-xl',
});
