import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/ui/Loading';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { NotFoundPage } from './NotFoundPage';

/**
 * A screen whose code is fetched when it is first opened, so a phone downloads only the screens
 * it uses. The router waits for the code before it navigates, so the page transition always
 * starts from a complete page.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Shown while the first screen's code arrives. */
function StartingUp() {
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <Loading>Loading...</Loading>
    </main>
  );
}

const loans = () => import('../features/loans/pages/LoansPage');
const statement = () => import('../features/statements/pages/StatementPage');

export const router = createBrowserRouter([
  {
    HydrateFallback: StartingUp,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/setup',
        lazy: screen(
          () => import('../features/auth/pages/SetupPage'),
          (m) => m.SetupPage,
        ),
      },
      {
        lazy: screen(
          () => import('./Layout'),
          (m) => m.Layout,
        ),
        children: [
          {
            path: '/',
            lazy: screen(
              () => import('../features/home/pages/HomePage'),
              (m) => m.HomePage,
            ),
          },
          {
            path: '/member',
            lazy: screen(
              () => import('../features/member/pages/MemberHomePage'),
              (m) => m.MemberHomePage,
            ),
          },
          {
            path: '/members',
            lazy: screen(
              () => import('../features/members/pages/MembersPage'),
              (m) => m.MembersPage,
            ),
          },
          {
            path: '/list-member',
            lazy: screen(
              () => import('../features/members/pages/MemberListPage'),
              (m) => m.MemberListPage,
            ),
          },
          {
            path: '/add-member',
            lazy: screen(
              () => import('../features/wizard/pages/AddMemberPage'),
              (m) => m.AddMemberPage,
            ),
          },
          {
            path: '/accounts',
            lazy: screen(
              () => import('../features/accounts/pages/AccountsPage'),
              (m) => m.AccountsPage,
            ),
          },
          {
            path: '/savings',
            lazy: screen(
              () => import('../features/savings/pages/SavingsPage'),
              (m) => m.SavingsPage,
            ),
          },
          {
            path: '/add-savings',
            lazy: screen(
              () => import('../features/savings/pages/AddSavingPage'),
              (m) => m.AddSavingPage,
            ),
          },
          {
            path: '/saving-details/:id',
            lazy: screen(
              () => import('../features/savings/pages/SavingDetailsPage'),
              (m) => m.SavingDetailsPage,
            ),
          },
          {
            path: '/expenses',
            lazy: screen(
              () => import('../features/banking/pages/ExpensesPage'),
              (m) => m.ExpensesPage,
            ),
          },
          {
            path: '/add-expenses',
            lazy: screen(
              () => import('../features/banking/pages/AddExpensePage'),
              (m) => m.AddExpensePage,
            ),
          },
          {
            path: '/transactions',
            lazy: screen(
              () => import('../features/transactions/pages/TransactionsPage'),
              (m) => m.TransactionsPage,
            ),
          },
          {
            path: '/pending-transactions',
            lazy: screen(
              () => import('../features/transactions/pages/PendingTransactionsPage'),
              (m) => m.PendingTransactionsPage,
            ),
          },
          {
            path: '/transactions/:id',
            lazy: screen(
              () => import('../features/transactions/pages/TransactionDetailsPage'),
              (m) => m.TransactionDetailsPage,
            ),
          },
          {
            path: '/add-transaction',
            lazy: screen(
              () => import('../features/transactions/pages/AddTransactionPage'),
              (m) => m.AddTransactionPage,
            ),
          },
          {
            path: '/member-transactions',
            lazy: screen(
              () => import('../features/member/pages/MemberTransactionsPage'),
              (m) => m.MemberTransactionsPage,
            ),
          },
          {
            path: '/new-member-transaction',
            lazy: screen(
              () => import('../features/member/pages/NewMemberTransactionPage'),
              (m) => m.NewMemberTransactionPage,
            ),
          },
          {
            path: '/member-savings',
            lazy: screen(
              () => import('../features/member/pages/MemberSavingsPage'),
              (m) => m.MemberSavingsPage,
            ),
          },
          {
            path: '/member-ltl',
            lazy: screen(
              () => import('../features/member/pages/MemberLtlPage'),
              (m) => m.MemberLtlPage,
            ),
          },
          {
            path: '/member-stl',
            lazy: screen(
              () => import('../features/member/pages/MemberStlPage'),
              (m) => m.MemberStlPage,
            ),
          },
          {
            path: '/mermber-short-loan',
            lazy: screen(
              () => import('../features/member/pages/MemberShortLoanPage'),
              (m) => m.MemberShortLoanPage,
            ),
          },
          { path: '/long-term-loans', lazy: screen(loans, (m) => m.LongTermLoansPage) },
          { path: '/short-term-loans', lazy: screen(loans, (m) => m.ShortTermLoansPage) },
          {
            path: '/addloan',
            lazy: screen(
              () => import('../features/loans/pages/AddLoanPage'),
              (m) => m.AddLoanPage,
            ),
          },
          {
            path: '/addshorttermloan',
            lazy: screen(
              () => import('../features/loans/pages/AddShortTermLoanPage'),
              (m) => m.AddShortTermLoanPage,
            ),
          },
          {
            path: '/apply-loan',
            lazy: screen(
              () => import('../features/applications/pages/ApplyLoanPage'),
              (m) => m.ApplyLoanPage,
            ),
          },
          {
            path: '/my-applications',
            lazy: screen(
              () => import('../features/applications/pages/MyApplicationsPage'),
              (m) => m.MyApplicationsPage,
            ),
          },
          {
            path: '/loan-applications',
            lazy: screen(
              () => import('../features/applications/pages/ApplicationsQueuePage'),
              (m) => m.ApplicationsQueuePage,
            ),
          },
          {
            path: '/loan-applications/:id',
            lazy: screen(
              () => import('../features/applications/pages/ApplicationDecisionPage'),
              (m) => m.ApplicationDecisionPage,
            ),
          },
          {
            path: '/arrears',
            lazy: screen(
              () => import('../features/arrears/pages/ArrearsPage'),
              (m) => m.ArrearsPage,
            ),
          },
          {
            path: '/loans/:id',
            lazy: screen(
              () => import('../features/loans/pages/LoanDetailPage'),
              (m) => m.LoanDetailPage,
            ),
          },
          {
            path: '/books',
            lazy: screen(
              () => import('../features/books/pages/BooksPage'),
              (m) => m.BooksPage,
            ),
          },
          {
            path: '/share-out',
            lazy: screen(
              () => import('../features/shareout/pages/ShareOutPage'),
              (m) => m.ShareOutPage,
            ),
          },
          {
            path: '/audit',
            lazy: screen(
              () => import('../features/audit/pages/AuditPage'),
              (m) => m.AuditPage,
            ),
          },
          { path: '/statement', lazy: screen(statement, (m) => m.MyStatementPage) },
          { path: '/statement/:userId', lazy: screen(statement, (m) => m.MemberStatementPage) },
          {
            path: '/payments',
            lazy: screen(
              () => import('../features/payments/pages/PaymentsPage'),
              (m) => m.PaymentsPage,
            ),
          },
          {
            path: '/reconciliation/:accountId',
            lazy: screen(
              () => import('../features/payments/pages/ReconciliationPage'),
              (m) => m.ReconciliationPage,
            ),
          },
          {
            path: '/settings',
            lazy: screen(
              () => import('../features/settings/pages/SettingsPage'),
              (m) => m.SettingsPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
