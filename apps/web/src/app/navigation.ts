import type { Role } from '@links/domain';

export interface NavItem {
  label: string;
  to: string;
}

/** docs/spec/screens.md, "Sidebars": the items in this order, with these targets. */
export const navigation: Record<Role, NavItem[]> = {
  admin: [
    { label: 'Home', to: '/' },
    { label: 'Savings', to: '/savings' },
    { label: 'Long Term Loans', to: '/long-term-loans' },
    { label: 'Short Term Loans', to: '/short-term-loans' },
    { label: 'Accounts', to: '/accounts' },
    { label: 'Transactions', to: '/transactions' },
    { label: 'Members', to: '/members' },
    { label: 'Expenses', to: '/expenses' },
    // Beyond the spec's list: the requests waiting for the officials (docs/decisions/approvals.md),
    // the loan lifecycle (docs/decisions/lending.md, "Loans as a group runs them"), the group's books
    // (docs/books.md), the incoming payments (M-Pesa and bank statements), the share-out
    // (docs/share-out.md), the audit trail, then, kept last, the settings.
    { label: 'Approvals', to: '/approvals' },
    { label: 'Loan Applications', to: '/loan-applications' },
    // Members' withdrawals of savings (docs/decisions/withdrawals.md).
    { label: 'Withdrawals', to: '/withdrawals' },
    // Loans and withdrawals owed by M-Pesa, sent or paid by hand (docs/decisions/payouts.md, "Lists").
    { label: 'Payouts', to: '/payouts' },
    // Claims on the group's welfare funds (docs/decisions/fund-claims.md, "The fund's screen").
    { label: 'Funds', to: '/fund-claims' },
    // Members' "this is wrong" about lines of their statements (docs/decisions/disputes.md).
    { label: 'Disputes', to: '/disputes' },
    { label: 'Arrears', to: '/arrears' },
    { label: 'Books', to: '/books' },
    { label: 'Payments', to: '/payments' },
    // The money brought to a meeting, entered as one sheet (docs/decisions/meetings.md).
    { label: 'Meetings', to: '/meetings' },
    // The merry-go-rounds and their schedules (docs/decisions/rotations.md).
    { label: 'Merry-go-round', to: '/rotations' },
    { label: 'Share-out', to: '/share-out' },
    { label: 'Audit', to: '/audit' },
    // The messages left for members and whether they went (docs/decisions/notifications.md).
    { label: 'Messages', to: '/messages' },
    { label: 'Group money', to: '/group-money' },
    { label: 'Settings', to: '/settings' },
  ],
  member: [
    { label: 'Home', to: '/member' },
    { label: 'Savings', to: '/member-savings' },
    { label: 'Long Term Loans', to: '/member-ltl' },
    { label: 'Short Term Loans', to: '/member-stl' },
    { label: 'Transactions', to: '/member-transactions' },
    { label: 'Members', to: '/list-member' },
    // Beyond the spec's list: loan applications and guarantees (docs/decisions/lending.md, "Guarantors"), the
    // member's own statement (docs/books.md).
    { label: 'Loan Applications', to: '/my-applications' },
    { label: 'Statement', to: '/statement' },
    // Taking out free savings (docs/decisions/withdrawals.md).
    { label: 'Withdrawals', to: '/my-withdrawals' },
    // What the group pays the member by M-Pesa (docs/decisions/payouts.md, "Lists").
    { label: 'Payouts', to: '/payouts' },
    // Claims on the group's welfare funds (docs/decisions/fund-claims.md, "The fund's screen").
    { label: 'Funds', to: '/fund-claims' },
    // The meetings' minutes, which every member reads (docs/decisions/meetings.md, "Minutes").
    { label: 'Meetings', to: '/meetings' },
    // The merry-go-rounds and their schedules (docs/decisions/rotations.md).
    { label: 'Merry-go-round', to: '/rotations' },
    // What the officials did with the group's money (docs/decisions/offices.md, "Group money").
    { label: 'Group money', to: '/group-money' },
  ],
};
