/** The loans feature's public surface: all that other features may import from it. */
export { type LoanInstallment, type LoanRepayment, loanQuery } from './api/get-loan';
export { LoanStatusBadge } from './components/LoanStatusBadge';
export { type ScheduleLine, ScheduleTable, scheduleLineOf } from './components/ScheduleTable';
