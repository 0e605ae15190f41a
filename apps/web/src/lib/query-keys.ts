/**
 * Every query key of the web, in one place (docs/testing.md, "Query keys"): a feature that changes
 * another's figures refreshes them by key, without importing the other feature for it.
 */

/** Every query about member accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

/**
 * The requests waiting for the officials' approval (docs/decisions/approvals.md): a money call that
 * may be sent for approval refreshes them, so the queue and its badge show it.
 */
export const approvalsKey = ['approvals'] as const;

/** Every audit query starts with this key, so a change can refresh the History panels. */
export const auditKey = ['audit'] as const;

/** The backups listed on the settings screen. */
export const backupsKey = ['backups'] as const;

/** Bank accounts and expenses share this key: an expense changes a balance. */
export const bankingKey = ['banking'] as const;

/** Every bank account, for the pickers. */
export const bankAccountsKey = [...bankingKey, 'accounts'] as const;

/** Every books query starts with this key, so anything that moves money can refresh them all. */
export const booksKey = ['books'] as const;

/**
 * The group's kinds of contribution and each member's part of them
 * (docs/decisions/contribution-kinds.md): money moved into a kind refreshes its balance and totals.
 */
export const contributionsKey = ['contributions'] as const;

/** Claims on the group's funds (docs/decisions/fund-claims.md): the lists of claims. */
export const fundClaimsKey = ['fund-claims'] as const;

/** Every query about fines. */
export const finesKey = ['fines'] as const;

/** The group's money screen (payouts and totals). */
export const groupMoneyKey = ['group-money'] as const;

/** Every query about loan applications. */
export const applicationsKey = ['loan-applications'] as const;

/**
 * Every query about loans (a member's loans, a loan's details, a member's amounts due) starts with
 * this key, so that an approved repayment refreshes them all with one invalidation.
 */
export const loansKey = ['loans'] as const;

/**
 * What the group owes members and sends them by M-Pesa or pays by hand (docs/decisions/payouts.md,
 * "Lists"): a loan or a withdrawal paid by M-Pesa adds one, so its call refreshes them.
 */
export const payoutsKey = ['payouts'] as const;

/** Every payments query starts with this key; a decision about a payment refreshes them all. */
export const paymentsKey = ['payments'] as const;

/** The paybill's balance beside the books (docs/decisions/daraja.md, "The M-Pesa balance"). */
export const mpesaBalanceKey = [...paymentsKey, 'mpesa-balance'] as const;

/**
 * A member's prompts to their own phone (docs/decisions/daraja.md, "Pay with M-Pesa"): what is due
 * and what became of each request.
 */
export const stkKey = ['stk'] as const;

/** Every query about meetings and their sheets (docs/decisions/meetings.md). */
export const meetingsKey = ['meetings'] as const;

/** The officials' outbox and the channels (docs/decisions/notifications.md, "The officials' outbox"). */
export const messagesKey = ['messages'] as const;

/** The merry-go-rounds and each one's schedule (docs/decisions/rotations.md). */
export const rotationsKey = ['rotations'] as const;

/** Every savings query starts with this key, so one invalidation refreshes lists, totals and details. */
export const savingsKey = ['savings'] as const;

/** The group's settings. */
export const settingsKey = ['settings'] as const;

/** Every share-out query starts with this key, so a commit can refresh them all. */
export const shareOutsKey = ['share-outs'] as const;

/** Members' disputes of their statements' lines (the lists and the sidebar's count). */
export const disputesKey = ['disputes'] as const;

/** A member's statements. */
export const statementsKey = ['statements'] as const;

/** Every transactions query starts with this key, so one invalidation refreshes lists and details. */
export const transactionsKey = ['transactions'] as const;

/** Every query about withdrawals of savings (the lists and a member's free savings). */
export const withdrawalsKey = ['withdrawals'] as const;

/** Every query about members starts with this key. */
export const usersKey = ['users'] as const;

/** Every picker's search starts with this key: what opens an account or savings refreshes them. */
export const memberSearchKey = [...usersKey, 'search'] as const;

/** The columns remembered for a bank's statements, one query per bank account. */
export const bankMappingKey = ['bank-mapping'] as const;

/** The invitation a code opens, one query per code. */
export const invitationKey = ['invitation'] as const;

/**
 * The signed-in member's inbox: the bell's unread count and the messages
 * (docs/decisions/notifications.md, "The inbox").
 */
export const notificationsKey = ['notifications'] as const;

/** The signed-in member's message preferences (channels and language). */
export const preferencesKey = ['preferences'] as const;

/** The signed-in user, as the server knows them. */
export const meKey = ['me'] as const;

/** The host's list of the deployment's groups (docs/decisions/host.md). */
export const hostGroupsKey = ['host', 'groups'] as const;

/** The groups the signed-in person belongs to (docs/decisions/people.md, "Choosing a group"). */
export const myGroupsKey = ['me', 'groups'] as const;

/** Whether the group is still to be set up (the first run). */
export const setupKey = ['setup'] as const;

/** Whether the deployment takes new groups from /signup. */
export const signupKey = ['signup'] as const;
