import type { ComponentType } from 'react';

/** How to fetch one screen's code: the module, and which of its exports is the screen. */
export interface Screen {
  load: () => Promise<ComponentType>;
}

/**
 * Fetches the module once; every later call (a preload, then the render) gets the same promise.
 * A failed fetch is forgotten, so the next attempt asks again.
 */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loading: Promise<ComponentType> | undefined;
  return {
    load: () =>
      (loading ??= load().then(pick, (error: unknown) => {
        loading = undefined;
        throw error;
      })),
  };
}

/**
 * The providers every screen shares (the query cache), a chunk of their own, and the language this
 * device chose, its catalogue fetched before the first screen shows (docs/decisions/languages.md,
 * "Loading on demand").
 */
export const loadProviders = () =>
  Promise.all([import('./Providers'), import('../i18n').then((i18n) => i18n.startLanguage())]).then(
    ([providers]) => providers,
  );

const loans = () => import('../features/loans/pages/LoansPage');
const statement = () => import('../features/statements/pages/StatementPage');

/** The screens outside the signed-in layout. */
export const login = screen(
  () => import('../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
export const setup = screen(
  () => import('../features/auth/pages/SetupPage'),
  (m) => m.SetupPage,
);
/** The screens of a member's own password that need no sign-in (docs/decisions/passwords.md). */
export const invitation = screen(
  () => import('../features/auth/pages/InvitationPage'),
  (m) => m.InvitationPage,
);
export const signup = screen(
  () => import('../features/auth/pages/SignupPage'),
  (m) => m.SignupPage,
);
export const forgotPassword = screen(
  () => import('../features/auth/pages/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
export const resetConfirm = screen(
  () => import('../features/auth/pages/ResetConfirmPage'),
  (m) => m.ResetConfirmPage,
);
/** The signed-in layout: sidebar, header and the page transitions. */
export const layout = screen(
  () => import('./Layout'),
  (m) => m.Layout,
);

/**
 * The screens that only make a change (a form and nothing to read): an office that changes nothing
 * is told so instead (docs/decisions/offices.md, "The auditor changes nothing").
 */
export const changeScreens = new Set([
  '/add-member',
  '/add-savings',
  '/add-expenses',
  '/add-transaction',
  '/new-member-transaction',
  '/addloan',
  '/addshorttermloan',
  '/apply-loan',
]);

/** The signed-in screens by path (product spec's routes), each its own chunk. */
export const signedInScreens: Record<string, Screen> = {
  '/': screen(
    () => import('../features/home/pages/HomePage'),
    (m) => m.HomePage,
  ),
  '/change-password': screen(
    () => import('../features/auth/pages/ChangePasswordPage'),
    (m) => m.ChangePasswordPage,
  ),
  '/choose-group': screen(
    () => import('../features/auth/pages/ChooseGroupPage'),
    (m) => m.ChooseGroupPage,
  ),
  '/host': screen(
    () => import('../features/host/pages/HostPage'),
    (m) => m.HostPage,
  ),
  '/inbox': screen(
    () => import('../features/notifications/pages/InboxPage'),
    (m) => m.InboxPage,
  ),
  '/member': screen(
    () => import('../features/member/pages/MemberHomePage'),
    (m) => m.MemberHomePage,
  ),
  '/members': screen(
    () => import('../features/members/pages/MembersPage'),
    (m) => m.MembersPage,
  ),
  '/members/:userId/exit': screen(
    () => import('../features/members/pages/MemberExitPage'),
    (m) => m.MemberExitPage,
  ),
  '/list-member': screen(
    () => import('../features/members/pages/MemberListPage'),
    (m) => m.MemberListPage,
  ),
  '/add-member': screen(
    () => import('../features/wizard/pages/AddMemberPage'),
    (m) => m.AddMemberPage,
  ),
  '/accounts': screen(
    () => import('../features/accounts/pages/AccountsPage'),
    (m) => m.AccountsPage,
  ),
  '/savings': screen(
    () => import('../features/savings/pages/SavingsPage'),
    (m) => m.SavingsPage,
  ),
  '/add-savings': screen(
    () => import('../features/savings/pages/AddSavingPage'),
    (m) => m.AddSavingPage,
  ),
  '/saving-details/:id': screen(
    () => import('../features/savings/pages/SavingDetailsPage'),
    (m) => m.SavingDetailsPage,
  ),
  '/expenses': screen(
    () => import('../features/banking/pages/ExpensesPage'),
    (m) => m.ExpensesPage,
  ),
  '/add-expenses': screen(
    () => import('../features/banking/pages/AddExpensePage'),
    (m) => m.AddExpensePage,
  ),
  '/transactions': screen(
    () => import('../features/transactions/pages/TransactionsPage'),
    (m) => m.TransactionsPage,
  ),
  '/pending-transactions': screen(
    () => import('../features/transactions/pages/PendingTransactionsPage'),
    (m) => m.PendingTransactionsPage,
  ),
  '/transactions/:id': screen(
    () => import('../features/transactions/pages/TransactionDetailsPage'),
    (m) => m.TransactionDetailsPage,
  ),
  '/add-transaction': screen(
    () => import('../features/transactions/pages/AddTransactionPage'),
    (m) => m.AddTransactionPage,
  ),
  '/member-transactions': screen(
    () => import('../features/member/pages/MemberTransactionsPage'),
    (m) => m.MemberTransactionsPage,
  ),
  '/new-member-transaction': screen(
    () => import('../features/member/pages/NewMemberTransactionPage'),
    (m) => m.NewMemberTransactionPage,
  ),
  '/member-savings': screen(
    () => import('../features/member/pages/MemberSavingsPage'),
    (m) => m.MemberSavingsPage,
  ),
  '/member-ltl': screen(
    () => import('../features/member/pages/MemberLtlPage'),
    (m) => m.MemberLtlPage,
  ),
  '/member-stl': screen(
    () => import('../features/member/pages/MemberStlPage'),
    (m) => m.MemberStlPage,
  ),
  '/mermber-short-loan': screen(
    () => import('../features/member/pages/MemberShortLoanPage'),
    (m) => m.MemberShortLoanPage,
  ),
  '/long-term-loans': screen(loans, (m) => m.LongTermLoansPage),
  '/short-term-loans': screen(loans, (m) => m.ShortTermLoansPage),
  '/addloan': screen(
    () => import('../features/loans/pages/AddLoanPage'),
    (m) => m.AddLoanPage,
  ),
  '/addshorttermloan': screen(
    () => import('../features/loans/pages/AddShortTermLoanPage'),
    (m) => m.AddShortTermLoanPage,
  ),
  '/apply-loan': screen(
    () => import('../features/applications/pages/ApplyLoanPage'),
    (m) => m.ApplyLoanPage,
  ),
  '/my-applications': screen(
    () => import('../features/applications/pages/MyApplicationsPage'),
    (m) => m.MyApplicationsPage,
  ),
  '/loan-applications': screen(
    () => import('../features/applications/pages/ApplicationsQueuePage'),
    (m) => m.ApplicationsQueuePage,
  ),
  '/loan-applications/:id': screen(
    () => import('../features/applications/pages/ApplicationDecisionPage'),
    (m) => m.ApplicationDecisionPage,
  ),
  '/arrears': screen(
    () => import('../features/arrears/pages/ArrearsPage'),
    (m) => m.ArrearsPage,
  ),
  '/loans/:id': screen(
    () => import('../features/loans/pages/LoanDetailPage'),
    (m) => m.LoanDetailPage,
  ),
  '/books': screen(
    () => import('../features/books/pages/BooksPage'),
    (m) => m.BooksPage,
  ),
  '/share-out': screen(
    () => import('../features/shareout/pages/ShareOutPage'),
    (m) => m.ShareOutPage,
  ),
  '/audit': screen(
    () => import('../features/audit/pages/AuditPage'),
    (m) => m.AuditPage,
  ),
  '/statement': screen(statement, (m) => m.MyStatementPage),
  '/statement/:userId': screen(statement, (m) => m.MemberStatementPage),
  '/payments': screen(
    () => import('../features/payments/pages/PaymentsPage'),
    (m) => m.PaymentsPage,
  ),
  '/reconciliation/:accountId': screen(
    () => import('../features/payments/pages/ReconciliationPage'),
    (m) => m.ReconciliationPage,
  ),
  '/approvals': screen(
    () => import('../features/approvals/pages/ApprovalsPage'),
    (m) => m.ApprovalsPage,
  ),
  '/withdrawals': screen(
    () => import('../features/withdrawals/pages/WithdrawalsPage'),
    (m) => m.WithdrawalsPage,
  ),
  '/meetings': screen(
    () => import('../features/meetings/pages/MeetingsPage'),
    (m) => m.MeetingsPage,
  ),
  '/meetings/:id': screen(
    () => import('../features/meetings/pages/MeetingSheetPage'),
    (m) => m.MeetingSheetPage,
  ),
  // Every member reads a meeting's minutes (docs/decisions/meetings.md, "Minutes").
  '/meetings/:id/minutes': screen(
    () => import('../features/meetings/pages/MeetingMinutesPage'),
    (m) => m.MeetingMinutesPage,
  ),
  // The merry-go-round: every member reads the schedule (docs/decisions/rotations.md, "A rotation").
  '/rotations': screen(
    () => import('../features/rotations/pages/RotationsPage'),
    (m) => m.RotationsPage,
  ),
  '/rotations/:id': screen(
    () => import('../features/rotations/pages/RotationPage'),
    (m) => m.RotationPage,
  ),
  '/disputes': screen(
    () => import('../features/disputes/pages/DisputesPage'),
    (m) => m.DisputesPage,
  ),
  // What the group owes members by M-Pesa, and each one's outcome (docs/decisions/payouts.md, "Lists").
  '/payouts': screen(
    () => import('../features/payouts/pages/PayoutsPage'),
    (m) => m.PayoutsPage,
  ),
  '/my-withdrawals': screen(
    () => import('../features/withdrawals/pages/MyWithdrawalsPage'),
    (m) => m.MyWithdrawalsPage,
  ),
  // Every member's screen of the group's funds and the claims on them (docs/decisions/fund-claims.md).
  '/fund-claims': screen(
    () => import('../features/fund-claims/pages/FundClaimsPage'),
    (m) => m.FundClaimsPage,
  ),
  '/messages': screen(
    () => import('../features/messages/pages/MessagesPage'),
    (m) => m.MessagesPage,
  ),
  '/group-money': screen(
    () => import('../features/group-money/pages/GroupMoneyPage'),
    (m) => m.GroupMoneyPage,
  ),
  '/settings': screen(
    () => import('../features/settings/pages/SettingsPage'),
    (m) => m.SettingsPage,
  ),
};
