import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { useTranslation } from '../../../i18n';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { loanPaymentList } from '../api/get-loan-payments';
import { type LoanKind, loanList } from '../api/get-loans';
import { loanKinds } from './kinds';
import { LoanAccountsTable } from './LoanAccountsTable';
import { LOAN_FILTERS, LoanFilters, PAYMENT_FILTERS, PaymentFilters } from './LoanListFilters';
import { PaymentHistoryTable } from './PaymentHistoryTable';

/** The Loan Accounts tab of /long-term-loans and /short-term-loans: a page of loans from the server. */
export function LoanAccountsPanel({ kind }: { kind: LoanKind }) {
  const { t } = useTranslation();
  const { values, page, setPage, change, query: loans } = useListPage(LOAN_FILTERS, loanList[kind].usePage);
  return (
    <>
      <ListDownload
        download={() => loanList[kind].download(values)}
        failed={t('loans.list.downloadFailed')}
      />
      <LoanFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={loans}
        loading={t('loans.list.loading')}
        failed={listFailure(loans.error, t(loanKinds[kind].loadFailed))}
      >
        {(data) => (
          <LoanAccountsTable
            kind={kind}
            loans={data.loans}
            paging={{ page, pages: data.pagination?.pages ?? 1, onPageChange: setPage }}
          />
        )}
      </Loaded>
    </>
  );
}

/** The Payment History tab: a page of repayments of loans of the kind, newest first. */
export function PaymentHistoryPanel({ kind }: { kind: LoanKind }) {
  const { t } = useTranslation();
  const {
    values,
    page,
    setPage,
    change,
    query: payments,
  } = useListPage(PAYMENT_FILTERS, loanPaymentList[kind].usePage);
  return (
    <>
      <ListDownload
        download={() => loanPaymentList[kind].download(values)}
        failed={t('loans.list.paymentsDownloadFailed')}
      />
      <PaymentFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={payments}
        loading={t('loans.list.paymentsLoading')}
        failed={listFailure(payments.error, t('loans.list.paymentsFailed'))}
      >
        {(data) => (
          <PaymentHistoryTable
            payments={data.payments}
            paging={{ page, pages: data.pagination?.pages ?? 1, onPageChange: setPage }}
          />
        )}
      </Loaded>
    </>
  );
}
