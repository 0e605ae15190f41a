import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { AddShortTermLoanForm } from '../components/AddShortTermLoanForm';

/** /addshorttermloan (admin): issues a short-term loan with flat interest (spec §2, §5). */
export function AddShortTermLoanPage() {
  return (
    <>
      <PageHeader
        title="Add Short Term Loan"
        actions={
          <ButtonLink to="/short-term-loans" variant="secondary">
            Back to short term loans
          </ButtonLink>
        }
      >
        A short-term loan with flat interest for the whole loan, repaid in equal installments.
      </PageHeader>
      <Card>
        <AddShortTermLoanForm />
      </Card>
    </>
  );
}
