import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Loaded } from '../../../components/ui/Loaded';
import { ApiError, messageOf } from '../../../lib/api';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { downloadLoanPayments, useLoanPaymentPage } from '../api/get-loan-payments';
import { downloadLoans, type LoanKind, useLoanPage } from '../api/get-loans';
import { loanKinds, PAYMENTS_LOAD_FAILED } from './kinds';
import { LoanAccountsTable } from './LoanAccountsTable';
import {
  LOAN_FILTERS,
  LoanFilters,
  type LoanFilterValues,
  PAYMENT_FILTERS,
  PaymentFilters,
  type PaymentFilterValues,
} from './LoanListFilters';
import { PaymentHistoryTable } from './PaymentHistoryTable';

type Param = (typeof LOAN_FILTERS)[number] | 'page' | 'tab';

/** A filter the server refuses (a 4xx) is named by its message; any other failure by the screen's. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? messageOf(error, fallback)
    : fallback;

/** The tab's filters and page in the URL, so back, reload and a shared link show the same list. */
function useListParams<const Names extends readonly Param[]>(names: Names) {
  const params = useQueryParams<Param>();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<
    Names[number],
    string
  >;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  return { values, page: params.page, setPage, change: params.set };
}

const downloadBar = (download: () => Promise<void>, failed: string) => (
  <div className="mb-3 flex justify-end">
    <DownloadButton download={download} failed={failed} />
  </div>
);

/** The Loan Accounts tab of /long-term-loans and /short-term-loans: a page of loans from the server. */
export function LoanAccountsPanel({ kind }: { kind: LoanKind }) {
  const { values, page, setPage, change } = useListParams(LOAN_FILTERS);
  const loans = useLoanPage(kind, page, values satisfies LoanFilterValues);
  useKeepPageInRange(page, loans.data?.pagination?.pages, setPage);
  return (
    <>
      {downloadBar(() => downloadLoans(kind, values), 'Could not download the loans')}
      <LoanFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={loans}
        loading="Loading loans..."
        failed={failure(loans.error, loanKinds[kind].loadFailed)}
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
  const { values, page, setPage, change } = useListParams(PAYMENT_FILTERS);
  const payments = useLoanPaymentPage(kind, page, values satisfies PaymentFilterValues);
  useKeepPageInRange(page, payments.data?.pagination?.pages, setPage);
  return (
    <>
      {downloadBar(() => downloadLoanPayments(kind, values), 'Could not download the payment history')}
      <PaymentFilters key={values.q} values={values} onChange={change} />
      <Loaded
        query={payments}
        loading="Loading payment history..."
        failed={failure(payments.error, PAYMENTS_LOAD_FAILED)}
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
