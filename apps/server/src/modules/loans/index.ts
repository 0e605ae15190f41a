/** What other modules may use of loans besides its service: reads of loans and their installments. */
export { unclearedLoanInstallments } from './dues.js';
export {
  closeLoanAtExit,
  type LoanAtExit,
  type LoanClosedAtExit,
  loansAtExit,
  looseFinesAtExit,
  settleLooseFinesAtExit,
} from './exit-settlement.js';
export { type UnpaidInstallment, unpaidInstallmentsDue } from './installment-reminders.js';
export { type MonthlyLoanPayments, monthlyLoanPayments } from './installments.js';
export { loanColumns, loanJoin } from './loan-join.js';
export { kindLabels } from './loan-kinds.js';
export {
  amountOwedBy,
  listMemberLoans,
  loansIssuedOn,
  overdueInstallments,
  owedCentsOf,
  principalOwedBy,
} from './loans.queries.js';
