import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { AddLoanForm } from '../components/AddLoanForm';

/**
 * /addloan (admin): issues a long-term loan at the group's settings (docs/spec/screens.md, "Routes";
 * docs/spec/validation.md, "Other forms").
 */
export function AddLoanPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('loans.form.addLoan')}
      link={{ to: '/long-term-loans', label: t('loans.longTerm.back') }}
      intro={t('loans.form.longIntro')}
    >
      <AddLoanForm />
    </FormPage>
  );
}
