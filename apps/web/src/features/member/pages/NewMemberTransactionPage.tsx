import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { MemberTransactionForm } from '../../transactions';

/**
 * /new-member-transaction: a member submits their own payment (docs/spec/screens.md, "Routes";
 * docs/spec/roles.md, "Admin and member").
 */
export function NewMemberTransactionPage() {
  return (
    <>
      <PageHeader
        title="New Transaction"
        link={{ to: '/member-transactions', label: 'Back to transactions' }}
      >
        Tell the group what you paid into savings and loans. An admin approves each item.
      </PageHeader>
      <WithUserId>
        {(userId) => (
          <Card className="max-w-3xl">
            <MemberTransactionForm userId={userId} />
          </Card>
        )}
      </WithUserId>
    </>
  );
}
