import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { StatementView } from '../components/StatementView';

export const MEMBER_NOT_FOUND = 'Member not found';

const intro = 'Savings and loans over a period, with running balances. Amounts in KES.';

/** /statement: the signed-in member's own statement. */
export function MyStatementPage() {
  return (
    <>
      <PageHeader title="Statement">{intro}</PageHeader>
      <WithUserId>{(userId) => <StatementView userId={userId} />}</WithUserId>
    </>
  );
}

/** /statement/:userId (admin, or the member themself): a member's statement. */
export function MemberStatementPage() {
  const userId = Number(useParams().userId);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  return (
    <>
      <PageHeader title="Member Statement" link={{ to: '/accounts', label: 'Back to accounts' }}>
        {intro}
      </PageHeader>
      {valid ? <StatementView userId={userId} /> : <Alert>{MEMBER_NOT_FOUND}</Alert>}
    </>
  );
}
