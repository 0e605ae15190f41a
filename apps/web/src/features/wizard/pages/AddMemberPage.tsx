import { FormPage } from '../../../components/ui/FormPage';
import { useTranslation } from '../../../i18n';
import { CreateUserWizard } from '../components/CreateUserWizard';

/**
 * /add-member (admin, from /members `Add Members`): the five-step create-user wizard
 * (docs/spec/screens.md, "Create-user wizard").
 */
export function AddMemberPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('wizard.title')}
      link={{ to: '/members', label: t('wizard.back') }}
      intro={t('wizard.intro')}
      width="max-w-4xl"
    >
      <CreateUserWizard />
    </FormPage>
  );
}
