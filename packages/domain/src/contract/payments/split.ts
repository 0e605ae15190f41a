import type { InstallmentState } from '../../engine/loans/allocation.js';
import { type Cents, cents, formatMoney } from '../../engine/money.js';
import type { SplitType as TransactionType } from '../transactions/status.js';

/** What a member's uncleared loan of one kind asks for. */
export interface LoanDue {
  /** Unpaid parts of the installments due by the end of the payment's month. */
  due: Cents;
  /** Everything still owed on the loan (the most a repayment may be). */
  owed: Cents;
}

export interface SplitInput {
  amount: Cents;
  longTerm: LoanDue | null;
  shortTerm: LoanDue | null;
  hasSavings: boolean;
}

export interface ProposedItem {
  type: TransactionType;
  amount: Cents;
}

export interface ProposedSplit {
  items: ProposedItem[];
  /** What no item could take: the member has no savings account and owes less than this. */
  unplaced: Cents;
}

const unpaid = (row: InstallmentState) =>
  row.interest - row.interestPaid + (row.principal - row.principalPaid);

/**
 * What a loan asks of a payment made on `date`: the unpaid parts of the installments falling due by
 * the end of that month (a member paying on the 5th for the installment of the 28th pays what is
 * due), and everything it still owes.
 */
export function loanDueBy(installments: readonly InstallmentState[], date: string): LoanDue {
  const month = date.slice(0, 7);
  let due = 0;
  let owed = 0;
  for (const row of installments) {
    owed += unpaid(row);
    if (row.dueDate.slice(0, 7) <= month) due += unpaid(row);
  }
  return { due: cents(due), owed: cents(owed) };
}

/**
 * The items a matched payment is proposed as (docs/decisions/payments.md, "The proposed split"): the loan
 * installments due, long-term then short-term, then the rest to savings. A member without a savings account
 * has the rest paid ahead on the loans, in the same order, as far as they owe; what is left then is unplaced.
 */
export function proposeSplit(input: SplitInput): ProposedSplit {
  let left: number = input.amount;
  const amounts: Record<TransactionType, number> = { LTL: 0, STL: 0, SAVING: 0 };
  const take = (type: TransactionType, most: number) => {
    const part = Math.max(0, Math.min(left, most - amounts[type]));
    amounts[type] += part;
    left -= part;
  };
  take('LTL', input.longTerm?.due ?? 0);
  take('STL', input.shortTerm?.due ?? 0);
  if (input.hasSavings) take('SAVING', left);
  else {
    take('LTL', input.longTerm?.owed ?? 0);
    take('STL', input.shortTerm?.owed ?? 0);
  }
  const order: TransactionType[] = ['LTL', 'STL', 'SAVING'];
  return {
    items: order.filter((type) => amounts[type] > 0).map((type) => ({ type, amount: cents(amounts[type]) })),
    unplaced: cents(left),
  };
}

/** Why a treasurer's split of a payment cannot stand, or null: the items must add up to the payment. */
export function splitProblem(
  amount: Cents,
  items: readonly { type?: string; amount: number }[],
): string | null {
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  if (total !== amount) {
    return `The items add up to KES ${formatMoney(total)}, not the payment's KES ${formatMoney(amount)}.`;
  }
  return null;
}
