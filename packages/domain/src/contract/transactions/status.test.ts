import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAllPending,
  type OverallTransactionStatus,
  overallStatus,
  TRANSACTION_ITEM_STATUSES,
  type TransactionItemStatus,
  transactionItemStatusSchema,
  transactionTypeSchema,
} from './status.js';

/**
 * docs/spec/states.md, "A transaction's overall status" as a truth table over which statuses occur among the
 * items: the overall status depends on nothing else. Key: A, R, P for Approved, Rejected, Pending present.
 */
const TRUTH_TABLE: Record<string, OverallTransactionStatus> = {
  A: 'Approved',
  R: 'Partially Rejected',
  P: 'Pending',
  AR: 'Partially Rejected',
  AP: 'Partially Approved',
  RP: 'Partially Rejected',
  ARP: 'Partially Rejected',
};

function presentKey(statuses: readonly TransactionItemStatus[]): string {
  return (['Approved', 'Rejected', 'Pending'] as const)
    .filter((status) => statuses.includes(status))
    .map((status) => status[0])
    .join('');
}

/** Every list of statuses of the given length. */
function allLists(length: number): TransactionItemStatus[][] {
  if (length === 0) return [[]];
  return allLists(length - 1).flatMap((list) => TRANSACTION_ITEM_STATUSES.map((status) => [...list, status]));
}

const items = (statuses: readonly TransactionItemStatus[]) => statuses.map((status) => ({ status }));

describe('overallStatus', () => {
  it('agrees with the truth table for every list of up to 5 items', () => {
    for (let length = 1; length <= 5; length++) {
      for (const list of allLists(length)) {
        expect(overallStatus(items(list)), list.join(',')).toBe(TRUTH_TABLE[presentKey(list)]);
        expect(isAllPending(items(list))).toBe(presentKey(list) === 'P');
      }
    }
  });

  it('agrees with the truth table for any transaction of 1 to 20 items', () => {
    const statuses = fc.array(fc.constantFrom(...TRANSACTION_ITEM_STATUSES), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(statuses, (list) => {
        expect(overallStatus(items(list))).toBe(TRUTH_TABLE[presentKey(list)]);
        expect(isAllPending(items(list))).toBe(presentKey(list) === 'P');
      }),
    );
  });

  it('calls a transaction with no items Pending: nothing has been decided', () => {
    expect(overallStatus([])).toBe('Pending');
    expect(isAllPending([])).toBe(true);
  });
});

describe('transaction item schemas', () => {
  it('accepts the three types and statuses only', () => {
    expect(transactionTypeSchema.safeParse('LTL').success).toBe(true);
    expect(transactionTypeSchema.safeParse('saving').success).toBe(false);
    expect(transactionItemStatusSchema.safeParse('Rejected').success).toBe(true);
    expect(transactionItemStatusSchema.safeParse('Pending Approval').success).toBe(false);
  });
});
