import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { AddLoanForm } from '../components/AddLoanForm';

/** /addloan (admin): issues a long-term loan at the group's settings (spec §2, §5). */
export function AddLoanPage() {
  return (
    <>
      <PageHeader
        title="Add Loan"
        actions={
          <ButtonLink to="/long-term-loans" variant="secondary">
            Back to long term loans
          </ButtonLink>
        }
      >
        A long-term loan, repaid in equal monthly installments on the reducing balance.
      </PageHeader>
      <Card>
        <AddLoanForm />
      </Card>
    </>
  );
}
