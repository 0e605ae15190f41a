import { FormPage } from '../../../components/ui/FormPage';
import { CreateUserWizard } from '../components/CreateUserWizard';

/**
 * /add-member (admin, from /members `Add Members`): the five-step create-user wizard
 * (docs/spec/screens.md, "Create-user wizard").
 */
export function AddMemberPage() {
  return (
    <FormPage
      title="Add Member"
      link={{ to: '/members', label: 'Back to members' }}
      intro="Create a user with their savings account, and any loans they already have."
      width="max-w-4xl"
    >
      <CreateUserWizard />
    </FormPage>
  );
}
