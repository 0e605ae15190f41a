import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { AddTransactionForm } from '../components/AddTransactionForm';

/**
 * /add-transaction (admin): records a member's payment; its items wait for approval
 * (docs/spec/screens.md, "Routes"; docs/spec/validation.md, "Transaction form").
 */
export function AddTransactionPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('transactions.form.title')}
      link={{ to: '/transactions', label: t('transactions.form.back') }}
      intro={t('transactions.form.intro')}
      width="max-w-3xl"
    >
      <AddTransactionForm />
    </FormPage>
  );
}
