import { ListDownload } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { listFailure, useListPage } from '../../../lib/useListParams';
import { loanPaymentList } from '../api/get-loan-payments';
import { type LoanKind, loanList } from '../api/get-loans';
import { loanKinds, PAYMENTS_LOAD_FAILED } from './kinds';
import { LoanAccountsTable } from './LoanAccountsTable';
import { LOAN_FILTERS, LoanFilters, PAYMENT_FILTERS, PaymentFilters } from './LoanListFilters';
import { PaymentHistoryTable } from './PaymentHistoryTable';

/** The Loan Accounts tab of /long-term-loans and /short-term-loans: a page of loans from the server. */
export function LoanAccountsPanel({ kind }: { kind: LoanKind }) {
  const { values, page, setPage, change, query: loans } = useListPage(LOAN_FILTERS, loanList[kind].usePage);
  return (
    <>
      <ListDownload download={() => loanList[kind].download(values)} failed="Could not download the loans" />
      <LoanFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={loans}
        loading="Loading loans..."
        failed={listFailure(loans.error, loanKinds[kind].loadFailed)}
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
        failed="Could not download the payment history"
      />
      <PaymentFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={payments}
        loading="Loading payment history..."
        failed={listFailure(payments.error, PAYMENTS_LOAD_FAILED)}
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
