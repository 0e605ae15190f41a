import type { LoanKind } from '../api/get-loans';

/**
 * What differs between the two kinds of loan on screen: names, paths and docs/spec/errors.md, "Forms"'s
 * messages.
 */
export const loanKinds = {
  long_term: {
    title: 'Long Term Loans',
    noun: 'long-term loan',
    listPath: '/long-term-loans',
    addPath: '/addloan',
    /** docs/spec/screens.md, "Routes": the long-term page links `Add New Loan`. */
    addLabel: 'Add New Loan',
    memberPath: '/member-ltl',
    loadFailed: 'Failed to load loans',
    /** The long-term rate is yearly, on the reducing balance (docs/decisions/loans.md, "Long-term loans"). */
    rateUnit: 'a year',
  },
  short_term: {
    title: 'Short Term Loans',
    noun: 'short-term loan',
    listPath: '/short-term-loans',
    addPath: '/addshorttermloan',
    addLabel: 'Add Short Term Loan',
    memberPath: '/member-stl',
    loadFailed: 'Failed to load short term loans',
    /** The short-term rate is flat, for the whole loan (docs/decisions/loans.md, "Short-term loans"). */
    rateUnit: 'for the whole loan',
  },
} as const satisfies Record<LoanKind, Record<string, string>>;

/** Without the settings a long-term loan cannot be previewed (the server still issues it). */
export const LTL_SETTINGS_UNAVAILABLE = 'Failed to load settings: the preview is not available.';
/** Without the settings a short-term loan needs its rate and period typed in. */
export const STL_SETTINGS_UNAVAILABLE =
  'Failed to load settings: enter the interest rate and the payment period.';

export const PAYMENTS_LOAD_FAILED = 'Failed to load payment history';
export const NO_PAYMENTS = 'No payment history found';

export const borrowerName = (row: { user_firstname: string; user_lastname: string }) =>
  `${row.user_firstname} ${row.user_lastname}`.trim();

/** docs/spec/states.md, "Loan status": `Uncleared` (any case) is still owed; any other status is cleared. */
export const isUncleared = (status: string) => status.toLowerCase() === 'uncleared';
