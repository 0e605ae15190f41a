import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { AddExpenseForm } from '../components/AddExpenseForm';

/**
 * /add-expenses (admin): records an expense against a bank account (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Other forms").
 */
export function AddExpensePage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('banking.add.title')}
      link={{ to: '/expenses', label: t('banking.add.back') }}
      intro={t('banking.add.intro')}
      width="max-w-xl"
    >
      <AddExpenseForm />
    </FormPage>
  );
}
