import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useUserSavingsRows } from '../../transactions';
import { useMemberSavingsTotal } from '../api/get-member-savings-total';
import { FigureCard } from '../components/FigureCard';
import { MemberItemsTable } from '../components/MemberItemsTable';

/** /member-savings: the member's savings total and their savings items (docs/spec/screens.md, "Routes"). */
export function MemberSavingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('home.mySavings')}>{t('member.savings.intro')}</PageHeader>
      <WithUserId>{(userId) => <MySavings userId={userId} />}</WithUserId>
    </>
  );
}

function MySavings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const total = useMemberSavingsTotal(userId);
  const rows = useUserSavingsRows(userId);
  return (
    <>
      <FigureCard
        label={t('member.savings.total')}
        amount={total.data}
        failure={total.isError ? t('cards.savingsFailed') : undefined}
        testId="member-savings-total"
      />
      <Loaded query={rows} loading={t('member.savings.loading')} failed={t('member.savings.failed')}>
        {(data) => <MemberItemsTable label={t('member.savings.table')} rows={data} />}
      </Loaded>
    </>
  );
}
