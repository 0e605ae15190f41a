import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CreateUserWizard } from '../components/CreateUserWizard';

/** /add-member (admin, from /members `Add Members`): the five-step create-user wizard (spec §2). */
export function AddMemberPage() {
  return (
    <>
      <PageHeader
        title="Add Member"
        actions={
          <ButtonLink to="/members" variant="secondary">
            Back to members
          </ButtonLink>
        }
      >
        Create a user with their savings account, and any loans they already have.
      </PageHeader>
      <Card className="max-w-4xl">
        <CreateUserWizard />
      </Card>
    </>
  );
}
