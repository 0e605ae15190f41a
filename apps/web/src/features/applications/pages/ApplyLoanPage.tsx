import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useStoredUser } from '../../../lib/useSession';
import { ApplyLoanForm } from '../components/ApplyLoanForm';

/** /apply-loan: a member applies for a loan from their phone (docs/decisions/lending.md). */
export function ApplyLoanPage() {
  const user = useStoredUser();
  if (!user?.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  return (
    <>
      <PageHeader title="Apply for a Loan">Ask for a loan and name the members who guarantee it.</PageHeader>
      <Card className="max-w-xl">
        <ApplyLoanForm userId={user.users_id} />
      </Card>
    </>
  );
}
