/** The dashboard feature's public surface: all that other features may import from it. */
export { useTotalOutstandingLoans } from './api/get-total-outstanding-loans';
export { MemberQuickLinks } from './components/MemberQuickLinks';
export { MemberTransactionsTable } from './components/MemberTransactionsTable';
export { OutstandingLoansCard } from './components/OutstandingLoansCard';
export { SavingsCard } from './components/SavingsCard';
export { SwipeableCards } from './components/SwipeableCards';
