import { useState } from 'react';
import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pager } from '../../../components/ui/Table';
import { listFailure } from '../../../lib/useListParams';
import { useGroupActivity } from '../api/get-group-activity';
import { GroupTotalsCard } from '../components/GroupTotalsCard';
import { PayoutList } from '../components/PayoutList';

export const GROUP_MONEY_FAILED = 'Failed to load the group money';

/**
 * /group-money, for every member (docs/decisions/offices.md, "Group money"): the group's totals
 * from the books and every payout and write-off the officials made, newest first, phone first.
 */
export function GroupMoneyPage() {
  const [page, setPage] = useState(1);
  const activity = useGroupActivity(page);
  return (
    <>
      <PageHeader title="Group money">
        What the group holds, and every payout the officials made with who asked and who approved.
      </PageHeader>
      <Loaded
        query={activity}
        loading="Loading the group money..."
        failed={listFailure(activity.error, GROUP_MONEY_FAILED)}
      >
        {(data) => (
          <div className="grid gap-6">
            <GroupTotalsCard totals={data.totals} />
            <Card
              title="Payouts and write-offs"
              description={
                data.beneficiaries_hidden
                  ? 'The group keeps the names of the people paid to its officials.'
                  : 'Loans, expenses, transfers, fines waived, share-outs, withdrawals, exits and reversals.'
              }
            >
              <PayoutList items={data.activity} hidden={data.beneficiaries_hidden} />
              {data.pagination.pages > 1 ? (
                <Pager page={page} pages={data.pagination.pages} onChange={setPage} label="Payouts" />
              ) : null}
            </Card>
          </div>
        )}
      </Loaded>
    </>
  );
}
