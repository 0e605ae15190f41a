import { type FineView, SHORT_MONTHS } from '@links/domain';
import type { TFunction } from 'i18next';
import { currentLanguage, msg } from '../../../i18n';
import { formatDate } from '../../../lib/format';

/** A fine's status as the server names it, in the language on screen. */
export const statusWords = {
  Owed: msg('fines.statuses.Owed'),
  Paid: msg('fines.statuses.Paid'),
  Waived: msg('fines.statuses.Waived'),
} as const satisfies Record<FineView['status'], string>;

/** `2026-03` → `Mar 2026`, the month in the language on screen (docs/decisions/formats.md, "Dates"). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${SHORT_MONTHS[currentLanguage()][Number(m) - 1] ?? m} ${year}`;
}

/** What a fine is for: a loan's installment so many months late, or a month's contributions short. */
export function fineFor(t: TFunction, fine: FineView): string {
  if (fine.kind === 'missed_contribution')
    return t('fines.for.contributions', { month: monthLabel(fine.period) });
  if (fine.kind === 'attendance') {
    // docs/decisions/meetings.md, "Attendance fines": the period is `late:<date>` or `absent:<date>`.
    const [attendance, date = ''] = fine.period.split(':');
    const on = formatDate(date);
    return attendance === 'late' ? t('fines.for.late', { date: on }) : t('fines.for.absent', { date: on });
  }
  return t('fines.for.loan', { id: fine.loan_id, count: Number(fine.period) });
}
