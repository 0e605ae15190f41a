import { createBrowserRouter } from 'react-router';
import { AccountsPage } from '../features/accounts/pages/AccountsPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { SetupPage } from '../features/auth/pages/SetupPage';
import { AddExpensePage } from '../features/banking/pages/AddExpensePage';
import { ExpensesPage } from '../features/banking/pages/ExpensesPage';
import { HomePage } from '../features/home/pages/HomePage';
import { AddLoanPage } from '../features/loans/pages/AddLoanPage';
import { AddShortTermLoanPage } from '../features/loans/pages/AddShortTermLoanPage';
import { LoanDetailPage } from '../features/loans/pages/LoanDetailPage';
import { LoansPage } from '../features/loans/pages/LoansPage';
import { MemberHomePage } from '../features/member/pages/MemberHomePage';
import { MemberLtlPage } from '../features/member/pages/MemberLtlPage';
import { MemberSavingsPage } from '../features/member/pages/MemberSavingsPage';
import { MemberShortLoanPage } from '../features/member/pages/MemberShortLoanPage';
import { MemberStlPage } from '../features/member/pages/MemberStlPage';
import { MemberTransactionsPage } from '../features/member/pages/MemberTransactionsPage';
import { NewMemberTransactionPage } from '../features/member/pages/NewMemberTransactionPage';
import { MemberListPage } from '../features/members/pages/MemberListPage';
import { MembersPage } from '../features/members/pages/MembersPage';
import { AddSavingPage } from '../features/savings/pages/AddSavingPage';
import { SavingDetailsPage } from '../features/savings/pages/SavingDetailsPage';
import { SavingsPage } from '../features/savings/pages/SavingsPage';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { AddTransactionPage } from '../features/transactions/pages/AddTransactionPage';
import { PendingTransactionsPage } from '../features/transactions/pages/PendingTransactionsPage';
import { TransactionDetailsPage } from '../features/transactions/pages/TransactionDetailsPage';
import { TransactionsPage } from '../features/transactions/pages/TransactionsPage';
import { AddMemberPage } from '../features/wizard/pages/AddMemberPage';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/setup', element: <SetupPage /> },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/member', element: <MemberHomePage /> },
      { path: '/members', element: <MembersPage /> },
      { path: '/list-member', element: <MemberListPage /> },
      { path: '/add-member', element: <AddMemberPage /> },
      { path: '/accounts', element: <AccountsPage /> },
      { path: '/savings', element: <SavingsPage /> },
      { path: '/add-savings', element: <AddSavingPage /> },
      { path: '/saving-details/:id', element: <SavingDetailsPage /> },
      { path: '/expenses', element: <ExpensesPage /> },
      { path: '/add-expenses', element: <AddExpensePage /> },
      { path: '/transactions', element: <TransactionsPage /> },
      { path: '/pending-transactions', element: <PendingTransactionsPage /> },
      { path: '/transactions/:id', element: <TransactionDetailsPage /> },
      { path: '/add-transaction', element: <AddTransactionPage /> },
      { path: '/member-transactions', element: <MemberTransactionsPage /> },
      { path: '/new-member-transaction', element: <NewMemberTransactionPage /> },
      { path: '/member-savings', element: <MemberSavingsPage /> },
      { path: '/member-ltl', element: <MemberLtlPage /> },
      { path: '/member-stl', element: <MemberStlPage /> },
      { path: '/mermber-short-loan', element: <MemberShortLoanPage /> },
      { path: '/long-term-loans', element: <LoansPage kind="long_term" /> },
      { path: '/short-term-loans', element: <LoansPage kind="short_term" /> },
      { path: '/addloan', element: <AddLoanPage /> },
      { path: '/addshorttermloan', element: <AddShortTermLoanPage /> },
      { path: '/loans/:id', element: <LoanDetailPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
