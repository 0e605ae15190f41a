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
  if (fine.kind === 'attendance') {
    // docs/decisions/meetings.md, "Attendance fines": the period is `late:<date>` or `absent:<date>`.
    const [attendance, date = ''] = fine.period.split(':');
    const [year, month, day] = date.split('-');
    const on = `${Number(day)} ${monthNames[Number(month) - 1] ?? month} ${year}`;
    return attendance === 'late' ? `Late to the meeting of ${on}` : `Absent from the meeting of ${on}`;
  }
  const months = Number(fine.period);
  return `Loan #${fine.loan_id}, ${months === 1 ? '1 month' : `${months} months`} late`;
}
