import {
  formatDate,
  formatKES,
  kesToCents,
  type MemberShareOut,
  shareOutMethodLabels,
  shareOutPayoutLabels,
} from '@links/domain';
import type { StatementLoan } from './statement.types.js';

/** How a loan is named on the statement: `Long-term loan #12`. */
export function loanLabel(loan: Pick<StatementLoan, 'kind' | 'loan_id'>): string {
  return `${loan.kind === 'long_term' ? 'Long-term' : 'Short-term'} loan #${loan.loan_id}`;
}

/** A copy of the movements in date order; movements on the same date keep the order they came in. */
export function byDate<T extends { date: string }>(movements: readonly T[]): T[] {
  return [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A share-out line in words: `Share-out 1 Jan 2025 – 31 Dec 2025 · Proportional · basis KES 12,000.00 of KES 48,000.00 · into savings`. */
export function shareOutDescription(line: MemberShareOut): string {
  const kes = (amount: number) => formatKES(kesToCents(amount));
  return [
    `Share-out ${formatDate(line.from)} – ${formatDate(line.to)}`,
    shareOutMethodLabels[line.method],
    `basis ${kes(line.basis)} of ${kes(line.total_basis)}`,
    shareOutPayoutLabels[line.payout].toLowerCase(),
  ].join(' · ');
}

const DISPUTE_WORDS = {
  Open: 'Disputed',
  Resolved: 'Dispute resolved',
  Rejected: 'Dispute rejected',
} as const;

/**
 * A line's words with its dispute, if any: `Repayment · Disputed` (docs/decisions/disputes.md,
 * "On the statement").
 */
export function lineDescription(line: {
  description: string;
  dispute?: { status: keyof typeof DISPUTE_WORDS } | null;
}): string {
  return line.dispute ? `${line.description} · ${DISPUTE_WORDS[line.dispute.status]}` : line.description;
}
