import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { AddSavingForm } from '../components/AddSavingForm';

/** /add-savings (admin): opens a member's savings account with an initial saving (spec §2, §5). */
export function AddSavingPage() {
  return (
    <>
      <PageHeader
        title="Add Saving"
        actions={
          <ButtonLink to="/savings" variant="secondary">
            Back to savings
          </ButtonLink>
        }
      >
        Open a member's savings account with an initial saving.
      </PageHeader>
      <Card className="max-w-xl">
        <AddSavingForm />
      </Card>
    </>
  );
}
