import type { Role } from '@links/domain';
import { msg } from '../i18n';
import type { en } from '../i18n/catalogue-en';

export interface NavItem {
  /** The item's words in the catalogues (docs/decisions/languages.md, "The catalogues"). */
  label: `nav.${keyof typeof en.nav}`;
  to: string;
}

/** docs/spec/screens.md, "Sidebars": the items in this order, with these targets. */
export const navigation: Record<Role, NavItem[]> = {
  admin: [
    { label: msg('nav.home'), to: '/' },
    { label: msg('nav.savings'), to: '/savings' },
    { label: msg('nav.longTermLoans'), to: '/long-term-loans' },
    { label: msg('nav.shortTermLoans'), to: '/short-term-loans' },
    { label: msg('nav.accounts'), to: '/accounts' },
    { label: msg('nav.transactions'), to: '/transactions' },
    { label: msg('nav.members'), to: '/members' },
    { label: msg('nav.expenses'), to: '/expenses' },
    // Beyond the spec's list: the requests waiting for the officials (docs/decisions/approvals.md),
    // the loan lifecycle (docs/decisions/lending.md, "Loans as a group runs them"), the group's books
    // (docs/books.md), the incoming payments (M-Pesa and bank statements), the share-out
    // (docs/share-out.md), the audit trail, then, kept last, the settings.
    { label: msg('nav.approvals'), to: '/approvals' },
    { label: msg('nav.loanApplications'), to: '/loan-applications' },
    // Members' withdrawals of savings (docs/decisions/withdrawals.md).
    { label: msg('nav.withdrawals'), to: '/withdrawals' },
    // Loans and withdrawals owed by M-Pesa, sent or paid by hand (docs/decisions/payouts.md, "Lists").
    { label: msg('nav.payouts'), to: '/payouts' },
    // Claims on the group's welfare funds (docs/decisions/fund-claims.md, "The fund's screen").
    { label: msg('nav.funds'), to: '/fund-claims' },
    // Members' "this is wrong" about lines of their statements (docs/decisions/disputes.md).
    { label: msg('nav.disputes'), to: '/disputes' },
    { label: msg('nav.arrears'), to: '/arrears' },
    { label: msg('nav.books'), to: '/books' },
    { label: msg('nav.payments'), to: '/payments' },
    // The money brought to a meeting, entered as one sheet (docs/decisions/meetings.md).
    { label: msg('nav.meetings'), to: '/meetings' },
    // The merry-go-rounds and their schedules (docs/decisions/rotations.md).
    { label: msg('nav.rotations'), to: '/rotations' },
    { label: msg('nav.shareOut'), to: '/share-out' },
    { label: msg('nav.audit'), to: '/audit' },
    // The messages left for members and whether they went (docs/decisions/notifications.md).
    { label: msg('nav.messages'), to: '/messages' },
    { label: msg('nav.groupMoney'), to: '/group-money' },
    { label: msg('nav.settings'), to: '/settings' },
  ],
  member: [
    { label: msg('nav.home'), to: '/member' },
    { label: msg('nav.savings'), to: '/member-savings' },
    { label: msg('nav.longTermLoans'), to: '/member-ltl' },
    { label: msg('nav.shortTermLoans'), to: '/member-stl' },
    { label: msg('nav.transactions'), to: '/member-transactions' },
    { label: msg('nav.members'), to: '/list-member' },
    // Beyond the spec's list: loan applications and guarantees (docs/decisions/lending.md, "Guarantors"), the
    // member's own statement (docs/books.md).
    { label: msg('nav.loanApplications'), to: '/my-applications' },
    { label: msg('nav.statement'), to: '/statement' },
    // Taking out free savings (docs/decisions/withdrawals.md).
    { label: msg('nav.withdrawals'), to: '/my-withdrawals' },
    // What the group pays the member by M-Pesa (docs/decisions/payouts.md, "Lists").
    { label: msg('nav.payouts'), to: '/payouts' },
    // Claims on the group's welfare funds (docs/decisions/fund-claims.md, "The fund's screen").
    { label: msg('nav.funds'), to: '/fund-claims' },
    // The meetings' minutes, which every member reads (docs/decisions/meetings.md, "Minutes").
    { label: msg('nav.meetings'), to: '/meetings' },
    // The merry-go-rounds and their schedules (docs/decisions/rotations.md).
    { label: msg('nav.rotations'), to: '/rotations' },
    // What the officials did with the group's money (docs/decisions/offices.md, "Group money").
    { label: msg('nav.groupMoney'), to: '/group-money' },
  ],
};
