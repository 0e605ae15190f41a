import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { AddExpenseForm } from '../components/AddExpenseForm';

/** /add-expenses (admin): records an expense against a bank account (product spec §2, §5). */
export function AddExpensePage() {
  return (
    <>
      <PageHeader
        title="Add Expense"
        actions={
          <ButtonLink to="/expenses" variant="secondary">
            Back to expenses
          </ButtonLink>
        }
      >
        The amount is deducted from the account's balance.
      </PageHeader>
      <Card className="max-w-xl">
        <AddExpenseForm />
      </Card>
    </>
  );
}
