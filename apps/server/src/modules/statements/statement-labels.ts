import {
  formatDate,
  formatKES,
  kesToCents,
  type Language,
  type MemberShareOut,
  shareOutWords,
  statementWords,
} from '@links/domain';
import type { StatementLoan } from './statement.types.js';

/** How a loan is named on the statement: `Long-term loan #12` (`Mkopo wa muda mrefu #12`). */
export function loanLabel(loan: Pick<StatementLoan, 'kind' | 'loan_id'>, language: Language = 'en'): string {
  return statementWords[language].loanLabel(loan.kind, loan.loan_id);
}

/** A copy of the movements in date order; movements on the same date keep the order they came in. */
export function byDate<T extends { date: string }>(movements: readonly T[]): T[] {
  return [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A share-out line in words: `Share-out 1 Jan 2025 – 31 Dec 2025 · Proportional · basis KES 12,000.00 of KES 48,000.00 · into savings`. */
export function shareOutDescription(line: MemberShareOut, language: Language = 'en'): string {
  const kes = (amount: number) => formatKES(kesToCents(amount));
  const share = shareOutWords[language];
  return statementWords[language].shareOutLine(
    `${formatDate(line.from, language)} – ${formatDate(line.to, language)}`,
    share.methods[line.method],
    kes(line.basis),
    kes(line.total_basis),
    share.payouts[line.payout],
  );
}

/**
 * A line's words with its dispute, if any: `Repayment · Disputed` (docs/decisions/disputes.md,
 * "On the statement").
 */
export function lineDescription(
  line: { description: string; dispute?: { status: 'Open' | 'Resolved' | 'Rejected' } | null },
  language: Language = 'en',
): string {
  return line.dispute
    ? `${line.description} · ${statementWords[language].disputed[line.dispute.status]}`
    : line.description;
}
