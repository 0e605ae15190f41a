import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { AddTransactionForm } from '../components/AddTransactionForm';

/** /add-transaction (admin): records a member's payment; its items wait for approval (spec §2, §5). */
export function AddTransactionPage() {
  return (
    <>
      <PageHeader
        title="New Transaction"
        actions={
          <ButtonLink to="/transactions" variant="secondary">
            Back to transactions
          </ButtonLink>
        }
      >
        A member's payment into savings and loans. Each item waits for approval.
      </PageHeader>
      <Card className="max-w-3xl">
        <AddTransactionForm />
      </Card>
    </>
  );
}
