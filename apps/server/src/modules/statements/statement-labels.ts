import type { StatementLoan } from './statement.types.js';

/** How a loan is named on the statement: `Long-term loan #12`. */
export function loanLabel(loan: Pick<StatementLoan, 'kind' | 'loan_id'>): string {
  return `${loan.kind === 'long_term' ? 'Long-term' : 'Short-term'} loan #${loan.loan_id}`;
}

/** A copy of the movements in date order; movements on the same date keep the order they came in. */
export function byDate<T extends { date: string }>(movements: readonly T[]): T[] {
  return [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
