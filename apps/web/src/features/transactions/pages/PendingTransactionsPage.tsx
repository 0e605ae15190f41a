import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useTransactions } from '../api/get-transactions';
import { PendingTransactionsTable } from '../components/PendingTransactionsTable';
import { TransactionFilters } from '../components/TransactionFilters';
import { listFailure, useTransactionFilters } from './TransactionsPage';

/**
 * /pending-transactions (admin; docs/decisions/transactions.md, "Approving" names the path): the transactions
 * whose items are all still Pending Approval (docs/spec/screens.md, "Pending transactions", All Pending
 * Transactions), served from the maintained pending queue; search, filters and the page live in the URL.
 */
export function PendingTransactionsPage() {
  const { values, page, setPage, change } = useTransactionFilters();
  const pending = useTransactions({ page, ...values, status: 'pending' });
  useKeepPageInRange(page, pending.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader title="All Pending Transactions" link={{ to: '/transactions', label: 'All transactions' }}>
        Payments waiting for approval, newest first.
      </PageHeader>
      <TransactionFilters key={values.q} values={values} onChange={change} withStatus={false} />
      <Loaded query={pending} loading="Loading transactions..." failed={listFailure(pending.error)}>
        {(data) => (
          <PendingTransactionsTable
            rows={data.transactions}
            pagination={data.pagination}
            onPageChange={setPage}
          />
        )}
      </Loaded>
    </>
  );
}
