import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { USER_ID_MISSING } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { useWithdrawals } from '../api/withdrawals';
import { WithdrawalForm } from '../components/WithdrawalForm';
import { WithdrawalsTable } from '../components/WithdrawalsTable';

/**
 * /my-withdrawals: a member asks for part of their free savings and follows their requests
 * (docs/decisions/withdrawals.md).
 */
export function MyWithdrawalsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const params = useQueryParams<'page'>();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const mine = useWithdrawals(page, { status: '', q: '' });
  if (!user?.users_id) return <Alert>{USER_ID_MISSING}</Alert>;
  return (
    <>
      <PageHeader title={t('withdrawals.page.title')}>{t('withdrawals.mine.intro')}</PageHeader>
      <div className="space-y-8">
        <Card className="max-w-xl">
          <WithdrawalForm userId={user.users_id} />
        </Card>
        <section aria-labelledby="my-withdrawals-heading" className="space-y-3">
          <h2 id="my-withdrawals-heading" className="text-base font-semibold text-slate-900">
            {t('withdrawals.mine.requests')}
          </h2>
          {mine.isPending ? <Loading>{t('withdrawals.page.loading')}</Loading> : null}
          {mine.isError ? <Alert>{t('withdrawals.mine.failed')}</Alert> : null}
          {mine.data ? (
            <WithdrawalsTable
              page={{
                rows: mine.data.withdrawals,
                pagination: mine.data.pagination,
                onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
              }}
              emptyText={t('withdrawals.mine.empty')}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}
