/**
 * Every query about loans (a member's loans, a loan's details, a member's amounts due) starts with
 * this key, so that an approved repayment refreshes them all with one invalidation.
 */
export const loansKey = ['loans'] as const;
