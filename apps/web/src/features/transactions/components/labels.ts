import type { TransactionType } from '@links/domain';

/** What each item type pays into (docs/spec/constants.md, "Kinds and roles": SAVING, LTL, STL). */
export const transactionTypeLabels: Record<TransactionType, string> = {
  SAVING: 'Savings',
  LTL: 'Long-term loan',
  STL: 'Short-term loan',
};
