/**
 * Every query about loans (a member's loans, a loan's details, a member's amounts due) starts with
 * this key, so that an approved repayment refreshes them all with one invalidation.
 */
export const loansKey = ['loans'] as const;

/**
 * The requests waiting for the officials' approval (docs/decisions/approvals.md): a money call that
 * may be sent for approval refreshes them, so the queue and its badge show it.
 */
export const approvalsKey = ['approvals'] as const;
