import { msg } from '../../../i18n';
import type { LoanKind } from '../api/get-loans';

/**
 * What differs between the two kinds of loan on screen: names (keys of the catalogue), paths and
 * docs/spec/errors.md, "Forms"'s messages.
 */
export const loanKinds = {
  long_term: {
    title: msg('loans.longTerm.title'),
    noun: msg('loans.longTerm.noun'),
    intro: msg('loans.longTerm.intro'),
    back: msg('loans.longTerm.back'),
    listPath: '/long-term-loans',
    addPath: '/addloan',
    /** docs/spec/screens.md, "Routes": the long-term page links `Add New Loan`. */
    addLabel: msg('loans.longTerm.add'),
    memberPath: '/member-ltl',
    loadFailed: msg('loans.longTerm.loadFailed'),
    /** The long-term rate is yearly, on the reducing balance (docs/decisions/loans.md, "Long-term loans"): `12% a year`. */
    rate: msg('loans.longTerm.rate'),
  },
  short_term: {
    title: msg('loans.shortTerm.title'),
    noun: msg('loans.shortTerm.noun'),
    intro: msg('loans.shortTerm.intro'),
    back: msg('loans.shortTerm.back'),
    listPath: '/short-term-loans',
    addPath: '/addshorttermloan',
    addLabel: msg('loans.shortTerm.add'),
    memberPath: '/member-stl',
    loadFailed: msg('loans.shortTerm.loadFailed'),
    /** The short-term rate is flat, for the whole loan (docs/decisions/loans.md, "Short-term loans"). */
    rate: msg('loans.shortTerm.rate'),
  },
} as const satisfies Record<LoanKind, Record<string, string>>;

export const borrowerName = (row: { user_firstname: string; user_lastname: string }) =>
  `${row.user_firstname} ${row.user_lastname}`.trim();

/** docs/spec/states.md, "Loan status": `Uncleared` (any case) is still owed; any other status is cleared. */
export const isUncleared = (status: string) => status.toLowerCase() === 'uncleared';
