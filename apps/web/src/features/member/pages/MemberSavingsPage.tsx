import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useUserSavingsRows } from '../../transactions';
import { useMemberSavingsTotal } from '../api/get-member-savings-total';
import { FigureCard } from '../components/FigureCard';
import { MemberItemsTable } from '../components/MemberItemsTable';

export const MY_SAVINGS_FAILED = 'Failed to load your savings transactions';

/** /member-savings: the member's savings total and their savings items (docs/spec/screens.md, "Routes"). */
export function MemberSavingsPage() {
  return (
    <>
      <PageHeader title="My Savings">
        Your savings balance and the payments into it. Amounts in KES.
      </PageHeader>
      <WithUserId>{(userId) => <MySavings userId={userId} />}</WithUserId>
    </>
  );
}

function MySavings({ userId }: { userId: number }) {
  const total = useMemberSavingsTotal(userId);
  const rows = useUserSavingsRows(userId);
  return (
    <>
      <FigureCard
        label="Total savings"
        amount={total.data}
        failure={total.isError ? 'Error fetching total savings' : undefined}
        testId="member-savings-total"
      />
      <Loaded query={rows} loading="Loading savings transactions..." failed={MY_SAVINGS_FAILED}>
        {(data) => <MemberItemsTable label="Savings transactions" rows={data} />}
      </Loaded>
    </>
  );
}
