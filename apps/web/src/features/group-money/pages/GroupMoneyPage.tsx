import { useState } from 'react';
import { Card } from '../../../components/ui/Card';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pager } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { listFailure } from '../../../lib/useListParams';
import { useGroupActivity } from '../api/get-group-activity';
import { GroupTotalsCard } from '../components/GroupTotalsCard';
import { PayoutList } from '../components/PayoutList';

/**
 * /group-money, for every member (docs/decisions/offices.md, "Group money"): the group's totals
 * from the books and every payout and write-off the officials made, newest first, phone first.
 */
export function GroupMoneyPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useGroupActivity(page);
  return (
    <>
      <PageHeader title={t('groupMoney.title')}>{t('groupMoney.intro')}</PageHeader>
      <Loaded
        query={activity}
        loading={t('groupMoney.loading')}
        failed={listFailure(activity.error, t('groupMoney.failed'))}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-6">
            <GroupTotalsCard totals={data.totals} />
            <Card
              title={t('groupMoney.payouts.title')}
              description={
                data.beneficiaries_hidden
                  ? t('groupMoney.payouts.namesHidden')
                  : t('groupMoney.payouts.kinds')
              }
            >
              <PayoutList items={data.activity} hidden={data.beneficiaries_hidden} />
              {data.pagination.pages > 1 ? (
                <Pager
                  page={page}
                  pages={data.pagination.pages}
                  onChange={setPage}
                  label={t('groupMoney.payouts.label')}
                />
              ) : null}
            </Card>
          </div>
        )}
      </Loaded>
    </>
  );
}
