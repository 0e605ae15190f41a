import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
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
  const { t } = useTranslation();
  const { values, page, setPage, change } = useTransactionFilters();
  const pending = useTransactions({ page, ...values, status: 'pending' });
  useKeepPageInRange(page, pending.data?.pagination.pages, setPage);
  return (
    <>
      <PageHeader
        title={t('transactions.pending.title')}
        link={{ to: '/transactions', label: t('transactions.pending.allTransactions') }}
      >
        {t('transactions.pending.intro')}
      </PageHeader>
      <TransactionFilters key={values.q} values={values} onChange={change} withStatus={false} />
      <Loaded
        query={pending}
        loading={t('transactions.list.loading')}
        failed={listFailure(pending.error, t('transactions.list.failed'))}
      >
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
