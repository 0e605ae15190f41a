import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTransactions } from '../api/get-transactions';
import { TransactionsTable } from '../components/TransactionsTable';
import { useKeepPageInRange } from '../components/useServerPage';

export const TRANSACTIONS_FAILED = 'Failed to load transactions';

/** /transactions (admin): every transaction, ten to a page from the server (product spec §2, §9). */
export function TransactionsPage() {
  const [page, setPage] = useState(1);
  const transactions = useTransactions({ page });
  useKeepPageInRange(page, transactions.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader
        title="Transactions"
        actions={
          <>
            <ButtonLink to="/pending-transactions" variant="secondary">
              Pending approval
            </ButtonLink>
            <ButtonLink to="/add-transaction">New Transaction</ButtonLink>
          </>
        }
      >
        Payments submitted by members and admins, newest first. Amounts in KES.
      </PageHeader>
      {transactions.isPending ? (
        <Loading>Loading transactions...</Loading>
      ) : transactions.isError ? (
        <Alert>{TRANSACTIONS_FAILED}</Alert>
      ) : (
        <TransactionsTable
          transactions={transactions.data.transactions}
          pagination={transactions.data.pagination}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
