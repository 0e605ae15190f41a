import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { AddSavingForm } from '../components/AddSavingForm';

/**
 * /add-savings (admin): opens a member's savings account with an initial saving
 * (docs/spec/screens.md, "Routes"; docs/spec/validation.md, "Other forms").
 */
export function AddSavingPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('savings.add.title')}
      link={{ to: '/savings', label: t('savings.back') }}
      intro={t('savings.add.intro')}
      width="max-w-xl"
    >
      <AddSavingForm />
    </FormPage>
  );
}
