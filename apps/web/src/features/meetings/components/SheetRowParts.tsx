import {
  type AmountProblem,
  type Attendance,
  fullName,
  kesToCents,
  MAX_KES,
  type SheetRow,
} from '@links/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { attendanceOptions } from './meeting-labels';
import { cell } from './sheet-layout';

/** Why an amount does not read, under it: `Savings must be a number`. */
const problemWords: Record<AmountProblem, `meetings.sheet.problems.${AmountProblem}`> = {
  not_a_number: msg('meetings.sheet.problems.not_a_number'),
  negative: msg('meetings.sheet.problems.negative'),
  too_many_decimals: msg('meetings.sheet.problems.too_many_decimals'),
  too_large: msg('meetings.sheet.problems.too_large'),
};

/** The words under an amount of `column` that does not read, or undefined when it reads. */
export const problemText = (t: TFunction, column: string, problem: AmountProblem | undefined) =>
  problem === undefined
    ? undefined
    : t(problemWords[problem], { column, max: MAX_KES.toLocaleString('en-US') });

const attendanceClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:border-transparent disabled:bg-slate-50 disabled:text-slate-700';

/** Whether the member came, chosen in a row of the sheet (read-only once it can no longer change). */
export function AttendanceCell({
  member,
  value,
  editable,
  row,
  onChange,
}: {
  member: string;
  value: Attendance;
  editable: boolean;
  /** Where the select sits, for Enter to find the same column of the next row. */
  row: number;
  onChange: (attendance: Attendance) => void;
}) {
  const { t } = useTranslation();
  return (
    <td className={cell}>
      <select
        aria-label={t('meetings.sheet.attendanceOf', { member })}
        value={value}
        disabled={!editable}
        data-row={row}
        data-column="attendance"
        onChange={(event) => onChange(event.target.value as Attendance)}
        className={attendanceClass}
      >
        {attendanceOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </td>
  );
}

/**
 * A merry-go-round the member is not in (docs/decisions/meetings.md, "Merry-go-rounds on the
 * sheet"): nothing can be paid into it, so "—" stands in for the amount, and the row sends 0.
 */
export function NotInRotation({ label, member }: { label: string; member: string }) {
  const { t } = useTranslation();
  return (
    <td className={cell}>
      <span className="mb-1 block text-xs font-medium text-slate-500 md:hidden">{label}</span>
      <span
        className="block px-2 py-1.5 text-right text-sm text-slate-500"
        title={t('meetings.sheet.notIn', { member, rotation: label })}
      >
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('meetings.sheet.notInSaid', { member, rotation: label })}</span>
      </span>
    </td>
  );
}

/** What a submitted row became: its transaction (a link to it) and its attendance fine, if any. */
export function RowOutcome({ row }: { row: SheetRow }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-end gap-0.5 md:items-start">
      {row.transaction_id === null ? (
        <span className="text-slate-500">{t('meetings.sheet.none')}</span>
      ) : (
        <Link
          className="font-semibold text-brand-700 underline"
          to={`/transactions/${row.transaction_id}`}
          aria-label={t('meetings.sheet.transactionOf', { id: row.transaction_id, name: fullName(row) })}
        >
          #{row.transaction_id}
        </Link>
      )}
      {row.fine > 0 ? (
        <span className="text-xs text-slate-500">
          {t('meetings.sheet.fined')} <Money cents={kesToCents(row.fine)} />
        </span>
      ) : null}
    </span>
  );
}
