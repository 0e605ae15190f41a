import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTransactions } from '../api/get-transactions';
import { PendingTransactionsTable } from '../components/PendingTransactionsTable';
import { useKeepPageInRange } from '../components/useServerPage';
import { TRANSACTIONS_FAILED } from './TransactionsPage';

/**
 * /pending-transactions (admin; decisions §7 names the path): the transactions whose items are
 * all still Pending Approval (product spec §2, All Pending Transactions).
 */
export function PendingTransactionsPage() {
  const [page, setPage] = useState(1);
  const pending = useTransactions({ page, status: 'pending' });
  useKeepPageInRange(page, pending.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader
        title="All Pending Transactions"
        actions={
          <ButtonLink to="/transactions" variant="secondary">
            All transactions
          </ButtonLink>
        }
      >
        Payments waiting for approval, newest first.
      </PageHeader>
      {pending.isPending ? (
        <Loading>Loading transactions...</Loading>
      ) : pending.isError ? (
        <Alert>{TRANSACTIONS_FAILED}</Alert>
      ) : (
        <PendingTransactionsTable
          transactions={pending.data.transactions}
          pagination={pending.data.pagination}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
