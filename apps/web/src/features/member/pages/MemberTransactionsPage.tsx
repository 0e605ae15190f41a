import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { WithUserId } from '../../../components/ui/WithUserId';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import type { NoticeState } from '../../transactions';
import { TransactionsTable, useUserTransactions } from '../../transactions';

export const MY_TRANSACTIONS_FAILED = 'Failed to load your transactions';

/**
 * /member-transactions: the member's own transactions, paged by the server (docs/spec/screens.md, "Routes").
 */
export function MemberTransactionsPage() {
  const notice = (useLocation().state as NoticeState | null)?.notice;
  return (
    <>
      <PageHeader
        title="My Transactions"
        actions={<ButtonLink to="/new-member-transaction">New Transaction</ButtonLink>}
      >
        Your payments, newest first. Each item counts once an admin approves it. Amounts in KES.
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
  const [page, setPage] = useState(1);
  const transactions = useUserTransactions(userId, page);
  useKeepPageInRange(page, transactions.data?.pagination.pages, setPage);
  if (transactions.isPending) return <Loading>Loading transactions...</Loading>;
  if (transactions.isError) return <Alert>{MY_TRANSACTIONS_FAILED}</Alert>;
  return (
    <TransactionsTable
      rows={transactions.data.transactions}
      pagination={transactions.data.pagination}
      onPageChange={setPage}
      withUsername={false}
    />
  );
}
