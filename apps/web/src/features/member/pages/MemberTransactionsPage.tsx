import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useTranslation } from '../../../i18n';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import type { NoticeState } from '../../transactions';
import { TransactionsTable, useUserTransactions } from '../../transactions';

/**
 * /member-transactions: the member's own transactions, paged by the server (docs/spec/screens.md, "Routes").
 */
export function MemberTransactionsPage() {
  const { t } = useTranslation();
  const notice = (useLocation().state as NoticeState | null)?.notice;
  return (
    <>
      <PageHeader
        title={t('home.myTransactions')}
        actions={<ButtonLink to="/new-member-transaction">{t('member.transactions.new')}</ButtonLink>}
      >
        {t('member.transactions.intro')}
      </PageHeader>
      {notice ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <WithUserId>{(userId) => <MyTransactions userId={userId} />}</WithUserId>
    </>
  );
}

function MyTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const transactions = useUserTransactions(userId, page);
  useKeepPageInRange(page, transactions.data?.pagination.pages, setPage);
  if (transactions.isPending) return <Loading>{t('home.transactionsLoading')}</Loading>;
  if (transactions.isError) return <Alert>{t('home.transactionsFailed')}</Alert>;
  return (
    <TransactionsTable
      rows={transactions.data.transactions}
      pagination={transactions.data.pagination}
      onPageChange={setPage}
      withUsername={false}
    />
  );
}
