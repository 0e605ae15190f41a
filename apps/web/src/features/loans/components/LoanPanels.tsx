import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { useLoanPayments } from '../api/get-loan-payments';
import { type LoanKind, useLoanAccounts } from '../api/get-loans';
import { loanKinds, PAYMENTS_LOAD_FAILED } from './kinds';
import { LoanAccountsTable } from './LoanAccountsTable';
import { PaymentHistoryTable } from './PaymentHistoryTable';

/** The Loan Accounts tab of /long-term-loans and /short-term-loans. */
export function LoanAccountsPanel({ kind }: { kind: LoanKind }) {
  const loans = useLoanAccounts(kind);
  if (loans.isPending) return <Loading>Loading loans...</Loading>;
  if (loans.isError) return <Alert>{loanKinds[kind].loadFailed}</Alert>;
  return <LoanAccountsTable kind={kind} loans={loans.data} />;
}

/** The Payment History tab: every repayment of loans of the kind, newest first. */
export function PaymentHistoryPanel({ kind }: { kind: LoanKind }) {
  const payments = useLoanPayments(kind);
  if (payments.isPending) return <Loading>Loading payment history...</Loading>;
  if (payments.isError) return <Alert>{PAYMENTS_LOAD_FAILED}</Alert>;
  return <PaymentHistoryTable payments={payments.data} />;
}
