import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { AddShortTermLoanForm } from '../components/AddShortTermLoanForm';

/**
 * /addshorttermloan (admin): issues a short-term loan with flat interest (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Short-term loan form").
 */
export function AddShortTermLoanPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('loans.shortTerm.add')}
      link={{ to: '/short-term-loans', label: t('loans.shortTerm.back') }}
      intro={t('loans.form.shortIntro')}
    >
      <AddShortTermLoanForm />
    </FormPage>
  );
}
