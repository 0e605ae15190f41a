/** Every payments query starts with this key; a decision about a payment refreshes them all. */
export const paymentsKey = ['payments'] as const;
