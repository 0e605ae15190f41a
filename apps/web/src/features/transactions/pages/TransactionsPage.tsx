import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { Loaded } from '../../../components/ui/Loaded';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { downloadTransactions, useTransactions } from '../api/get-transactions';
import {
  TRANSACTION_FILTERS,
  TransactionFilters,
  type TransactionFilterValues,
} from '../components/TransactionFilters';
import { TransactionsTable } from '../components/TransactionsTable';

/**
 * A filter the server refuses (a 4xx) is named by its message; any other failure by the screen's,
 * `failed`.
 */
export const listFailure = (error: unknown, failed: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? messageOf(error, failed) : failed;

type Param = (typeof TRANSACTION_FILTERS)[number] | 'page';

/** The filters in the URL, so back, reload and a shared link show the same list. */
export function useTransactionFilters() {
  const params = useQueryParams<Param>();
  const values = Object.fromEntries(
    TRANSACTION_FILTERS.map((name) => [name, params.get(name)]),
  ) as TransactionFilterValues;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  return { values, page: params.page, setPage, change: params.set };
}

/**
 * /transactions (admin): every transaction, ten to a page from the server (docs/spec/screens.md, "Routes";
 * docs/spec/constants.md, "Lists"), searched, filtered and ordered on the server, and downloadable as CSV
 * with the same filters.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { values, page, setPage, change } = useTransactionFilters();
  const transactions = useTransactions({ page, ...values });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  useKeepPageInRange(page, transactions.data?.pagination.pages, setPage);
  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadTransactions(values);
    } catch (error) {
      setDownloadError(messageOf(error, t('transactions.list.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <PageHeader
        title={t('transactions.list.title')}
        actions={
          <>
            <Button variant="secondary" onClick={download} disabled={downloading}>
              {t('common.downloadCsv')}
            </Button>
            <ButtonLink to="/pending-transactions" variant="secondary">
              {t('transactions.list.pendingApproval')}
            </ButtonLink>
            <ChangesGroup>
              <ButtonLink to="/add-transaction">{t('transactions.list.new')}</ButtonLink>
            </ChangesGroup>
          </>
        }
      >
        {t('transactions.list.intro')}
      </PageHeader>
      <TransactionFilters key={values.q} values={values} onChange={change} />
      {downloadError ? <Alert>{downloadError}</Alert> : null}
      <Loaded
        query={transactions}
        loading={t('transactions.list.loading')}
        failed={listFailure(transactions.error, t('transactions.list.failed'))}
      >
        {(data) => (
          <TransactionsTable rows={data.transactions} pagination={data.pagination} onPageChange={setPage} />
        )}
      </Loaded>
    </>
  );
}
