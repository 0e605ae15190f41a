import type { FineView } from '@links/domain';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1] ?? m} ${year}`;
}

/** What a fine is for: a loan's installment so many months late, or a month's contributions short. */
export function fineFor(fine: FineView): string {
  if (fine.kind === 'missed_contribution') return `Contributions, ${monthLabel(fine.period)}`;
  const months = Number(fine.period);
  return `Loan #${fine.loan_id}, ${months === 1 ? '1 month' : `${months} months`} late`;
}
